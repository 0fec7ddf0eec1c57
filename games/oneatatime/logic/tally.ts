import { classPointsByPlace } from '@playwords/common';

// Cards given to teams: the team that shouted first gets the card. Each slide's card belongs to one team at most;
// giving it to another team moves it (the teacher pressed the wrong key), giving it again to the same one changes
// nothing. Pure: the scene applies the changes to the teams' tallies.

/** Per slide, the team (0-based) that was given its card, or null. */
export type Awards = readonly (number | null)[];

export interface Award {
  awards: Awards;
  /** The tallies to change: +1 for the team given the card, −1 for one it was taken from. */
  changes: { team: number; delta: 1 | -1 }[];
}

export function noAwards(slides: number): Awards {
  return Array.from({ length: Math.max(0, slides) }, () => null);
}

/** Gives the card of `slide` to `team`. */
export function awardCard(awards: Awards, slide: number, team: number): Award {
  if (slide < 0 || slide >= awards.length || team < 0) return { awards, changes: [] };
  const before = awards[slide] ?? null;
  if (before === team) return { awards, changes: [] };
  const next = awards.slice();
  next[slide] = team;
  const changes: Award['changes'] = [{ team, delta: 1 }];
  if (before !== null) changes.unshift({ team: before, delta: -1 });
  return { awards: next, changes };
}

/**
 * What the teams' tallies are worth to a class at the end (class points by place, as a finished game gives: so a
 * long deck counts no more than a short game); nothing when no card was given or only one team played.
 */
export function classPointsOfTallies(tallies: readonly number[]): number[] | null {
  if (tallies.length < 2 || Math.max(...tallies) <= 0) return null;
  const places = tallies.map((tally) => 1 + tallies.filter((other) => other > tally).length);
  return classPointsByPlace(places);
}
