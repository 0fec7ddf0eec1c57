// The operator console's API: every route under /api/admin/, each `access: 'superuser'` (403 for everyone else,
// tested route by route in admin-access.test.ts), rate-limited per operator (limits.ts), its writes
// CSRF-checked like every other write (platform/route.ts) and done through `operatorAction` (service.ts).
import type { AnyRoute } from '../../platform/route';
import { auditRoutes } from './audit-routes';
import { contentRoutes } from './content-routes';
import { moderationRoutes } from './moderation-routes';
import { moneyRoutes } from './money-routes';
import { numbersRoutes } from './numbers-routes';
import { peopleRoutes } from './people-routes';

export const adminRoutes: AnyRoute[] = [
  ...peopleRoutes,
  ...moderationRoutes,
  ...moneyRoutes,
  ...contentRoutes,
  ...numbersRoutes,
  ...auditRoutes,
];
