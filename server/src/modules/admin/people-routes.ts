import type { AnyRoute } from '../../platform/route';

/** The console's people section (filled in with the section). */
export const peopleRoutes: AnyRoute[] = [];
