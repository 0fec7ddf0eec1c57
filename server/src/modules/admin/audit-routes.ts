import { adminAuditQuery } from '@playwords/common';
import { defineRoute, type AnyRoute } from '../../platform/route';
import { adminReadLimits } from './limits';
import { listAudit } from './service';

export const auditRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/admin/audit/',
    access: 'superuser',
    query: adminAuditQuery,
    limits: adminReadLimits,
    handler: ({ db, query }) =>
      listAudit(
        db,
        { targetType: query.target_type, targetId: query.target_id },
        { limit: query.limit, offset: query.offset },
      ),
  }),
];
