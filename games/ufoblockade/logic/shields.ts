// The shields between the UFOs and the cannon. Each takes a few cracks: a UFO breaking through cracks the shield
// under it, or, where that one is already broken, the nearest one still standing. When every shield is broken the
// UFOs have landed. A shield is the number of cracks it can still take (0: broken). Pure.

export const SHIELD_COUNT = 4;
/** Cracks a shield takes before it breaks: whole → cracked → crumbling → broken. */
export const SHIELD_STRENGTH = 3;

export type ShieldLook = 'whole' | 'cracked' | 'crumbling' | 'broken';

export function newShields(count: number = SHIELD_COUNT, strength: number = SHIELD_STRENGTH): number[] {
  return Array.from({ length: count }, () => strength);
}

/** How a shield looks with `left` cracks still to take. */
export function shieldLook(left: number, strength: number = SHIELD_STRENGTH): ShieldLook {
  if (left <= 0) return 'broken';
  if (left >= strength) return 'whole';
  return left * 2 > strength ? 'cracked' : 'crumbling';
}

/**
 * A UFO breaks through over shield `under`: that shield cracks if it stands, else the nearest standing one (the
 * left one when two are as near). The shield that cracked, or -1 when none was standing.
 */
export function crack(shields: number[], under: number): number {
  let at = -1;
  for (let i = 0; i < shields.length; i++) {
    if ((shields[i] ?? 0) <= 0) continue;
    if (at < 0 || Math.abs(i - under) < Math.abs(at - under)) at = i;
  }
  if (at >= 0) shields[at] = (shields[at] ?? 1) - 1;
  return at;
}

export function standing(shields: readonly number[]): number {
  return shields.filter((left) => left > 0).length;
}

export function allBroken(shields: readonly number[]): boolean {
  return standing(shields) === 0;
}

/** Shields read back from a save: `count` whole numbers from 0 to the strength, else null. */
export function readShields(saved: unknown, count: number = SHIELD_COUNT): number[] | null {
  if (!Array.isArray(saved) || saved.length !== count) return null;
  const ok = saved.every((n) => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= SHIELD_STRENGTH);
  return ok ? (saved as number[]).slice() : null;
}
