import type { AnyRoute } from '../../platform/route';

/** The console's content section (filled in with the section). */
export const contentRoutes: AnyRoute[] = [];
