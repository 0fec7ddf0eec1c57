import type { AnyRoute } from '../../platform/route';

/** The console's moderation section (filled in with the section). */
export const moderationRoutes: AnyRoute[] = [];
