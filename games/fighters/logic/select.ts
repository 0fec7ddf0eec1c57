// Character select (design/games.md #2): four random favourite characters are offered and each team picks one, in
// turn. A character one team took is not offered to the next while another one is still free; when every offered
// character is taken (a teacher with fewer favourites than teams), all of them can be picked again, since the teams'
// colours and shapes still tell them apart. Pure: the scene shows it, tests drive it.

import { shuffled } from '@playwords/common';

/** How many characters the select screen offers. */
export const OFFERED = 4;

/** Up to `count` different characters in a random order (all of them, shuffled, when there are fewer). */
export function offerCharacters<T>(characters: readonly T[], random: () => number, count: number = OFFERED): T[] {
  return shuffled(characters, random).slice(0, Math.max(0, count));
}

export interface Selection {
  /** How many characters are offered. */
  offered: number;
  /** For each team so far, the index of the offered character it picked (teams pick in order 0, 1, …). */
  picks: number[];
  teams: number;
}

export function createSelection(offered: number, teams: number): Selection {
  return { offered: Math.max(0, offered), picks: [], teams: Math.max(1, teams) };
}

/** The team picking now, or null once every team has its character. */
export function pickingTeam(selection: Selection): number | null {
  return selection.picks.length < selection.teams ? selection.picks.length : null;
}

/** Whether the picking team may take offered character `choice`: a free one, or any once they are all taken. */
export function canPick(selection: Selection, choice: number): boolean {
  if (pickingTeam(selection) === null) return false;
  if (!Number.isInteger(choice) || choice < 0 || choice >= selection.offered) return false;
  const taken = new Set(selection.picks);
  return !taken.has(choice) || taken.size >= selection.offered;
}

/** The picking team takes `choice`; false (nothing changes) when it may not. */
export function pick(selection: Selection, choice: number): boolean {
  if (!canPick(selection, choice)) return false;
  selection.picks.push(choice);
  return true;
}

/** The team that picked offered character `choice` last, or null (its badge is shown on the card). */
export function pickedBy(selection: Selection, choice: number): number | null {
  const team = selection.picks.lastIndexOf(choice);
  return team >= 0 ? team : null;
}
