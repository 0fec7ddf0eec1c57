import type { AnyRoute } from '../../platform/route';

/** The console's numbers section (filled in with the section). */
export const numbersRoutes: AnyRoute[] = [];
