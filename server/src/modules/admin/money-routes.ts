import type { AnyRoute } from '../../platform/route';

/** The console's money section (filled in with the section). */
export const moneyRoutes: AnyRoute[] = [];
