import { adminNumbersQuery } from '@playwords/common';
import { defineRoute, type AnyRoute } from '../../platform/route';
import { adminReadLimits } from './limits';
import { readNumbers } from './numbers';

/** The console's numbers section: counts per UTC day or month, as charts draw them. */
export const numbersRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/admin/numbers/',
    access: 'superuser',
    query: adminNumbersQuery,
    limits: adminReadLimits,
    handler: ({ db, query, now }) => readNumbers(db, query.range, now),
  }),
];
