import type { Counters, RateLimit } from './counters';
import { throttled } from './http-errors';

export type { Counters, HitResult, RateLimit } from './counters';

/**
 * Counts one attempt against every limit at once and refuses with a 429 naming the longest wait when any is
 * exceeded. Counting before the work is done keeps the limits exact under parallel requests; `counters.unhit` takes
 * a count back when the attempt should not count after all (a success). A store that cannot count refuses with a
 * 503 (platform/counters.ts): never a silent grant.
 */
export async function enforceLimits(
  counters: Counters,
  limits: Array<{ key: string; rule: RateLimit }>,
  now: Date,
): Promise<void> {
  const results = [];
  for (const { key, rule } of limits) results.push(await counters.hit(key, rule, now));
  const waits = results.filter((r) => !r.allowed).map((r) => r.retryAfter);
  if (waits.length > 0) throw throttled(Math.max(...waits));
}
