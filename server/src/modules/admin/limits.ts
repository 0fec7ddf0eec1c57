import type { RouteLimit } from '../../platform/route';

/**
 * Every console route is rate-limited per operator: generous for a person clicking, tight enough that a stolen
 * console session (or a runaway script) cannot sweep the service. Reads and writes are counted apart.
 */
export const adminReadLimits = (ctx: { user: { id: number } | null }): RouteLimit[] => [
  { key: `admin:read:${ctx.user?.id}`, rule: { limit: 600, windowSeconds: 60 } },
];

export const adminWriteLimits = (ctx: { user: { id: number } | null }): RouteLimit[] => [
  { key: `admin:write:${ctx.user?.id}`, rule: { limit: 120, windowSeconds: 60 } },
];
