// The boss event (design/games.md #2): when the monster's health falls to half, it grows, the screen shakes and the
// prompts get harder: four word buttons instead of three, and (unless the teacher turns it off) a clock to answer
// before the boss strikes. The battle is played in two rounds, before and after the event; the kit shows the
// standings and saves between them. Pure: the scene shows it, tests drive it.
import { t } from '../texts';
/** The share of its health at which the monster becomes a boss. */
export const BOSS_AT = 0.5;
/** How much bigger the boss is than the monster. */
export const BOSS_GROWTH = 1.25;

/** The health at which the boss event starts (half of the maximum). */
export function bossLine(maxHealth: number): number {
  return maxHealth * BOSS_AT;
}

/** Whether the monster is a boss at this health (from half its health down, until it is beaten). */
export function isBoss(health: number, maxHealth: number): boolean {
  return maxHealth > 0 && health > 0 && health <= bossLine(maxHealth);
}

/** Whether a hit from `before` to `after` started the boss event (crossing half health without beating it). */
export function bossStarts(before: number, after: number, maxHealth: number): boolean {
  return maxHealth > 0 && after > 0 && before > bossLine(maxHealth) && after <= bossLine(maxHealth);
}

/** How a question is asked: how many word buttons, and the seconds to answer (0: no clock). */
export interface Prompt {
  choices: number;
  seconds: number;
}

/** Before the boss: three buttons and no clock. The boss: four buttons and `bossSeconds` to answer. */
export function promptFor(boss: boolean, bossSeconds: number): Prompt {
  if (!boss) return { choices: 3, seconds: 0 };
  return { choices: 4, seconds: Number.isFinite(bossSeconds) && bossSeconds > 0 ? Math.round(bossSeconds) : 0 };
}

/** What the round summary says: the health left, and that the monster is a boss after the event. */
export function roundSummary(health: number, maxHealth: number): string {
  return isBoss(health, maxHealth)
    ? t('play.bossSummary', { health, maxHealth })
    : t('play.summary', { health, maxHealth });
}
