import type { GameClass } from '@playwords/common';
import { classFits, firstChosen, type ClassPlay } from './class-play';

// The team setup's choice when she has classes: 'Our teams' (the kit's own, 1–4) or one of her classes, in a strip
// of pages. Pure: the scene draws it.

/** What the team setup has chosen: the kit's own teams, or a class and the ids of its teams that play. */
export type TeamChoice = { kind: 'ours' } | { kind: 'class'; classId: number; chosen: string[] };

/** Options in the strip: 'Our teams' first, then her classes by the page's order. */
export type StripOption = { kind: 'ours' } | { kind: 'class'; cls: GameClass; fits: boolean };

export function stripOptions(classes: readonly GameClass[], min: number): StripOption[] {
  return [{ kind: 'ours' }, ...classes.map((cls) => ({ kind: 'class' as const, cls, fits: classFits(cls, min) }))];
}

/**
 * Where the team setup starts: the class playing now (Play again keeps it, with the same teams), else the class the
 * page was opened for (its first `max` teams), else the kit's own teams. A class that cannot play is never chosen.
 */
export function initialChoice(
  classes: readonly GameClass[],
  playing: ClassPlay | null,
  preselected: number | null,
  min: number,
  max: number,
): TeamChoice {
  const current = playing && playing.teams.length > 0 ? classes.find((c) => c.id === playing.classId) : undefined;
  if (current && classFits(current, min) && playing!.teams.length >= min && playing!.teams.length <= max) {
    return { kind: 'class', classId: current.id, chosen: [...playing!.teams] };
  }
  const named = classes.find((c) => c.id === preselected);
  if (named && classFits(named, min)) return { kind: 'class', classId: named.id, chosen: firstChosen(named, max) };
  return { kind: 'ours' };
}

/** The option's index in the strip for a choice (0: 'Our teams'). */
export function choiceIndex(options: readonly StripOption[], choice: TeamChoice): number {
  if (choice.kind === 'ours') return 0;
  const index = options.findIndex((o) => o.kind === 'class' && o.cls.id === choice.classId);
  return Math.max(0, index);
}

/** The next option that can be chosen from `index` by `step` (±1, arrow keys), or `index` when there is none. */
export function stepChoice(options: readonly StripOption[], index: number, step: 1 | -1): number {
  for (let i = index + step; i >= 0 && i < options.length; i += step) {
    const option = options[i]!;
    if (option.kind === 'ours' || option.fits) return i;
  }
  return index;
}

/** The choice an option makes (a class: its first `max` teams); null for a class that cannot play. */
export function choiceOf(option: StripOption, max: number): TeamChoice | null {
  if (option.kind === 'ours') return { kind: 'ours' };
  return option.fits ? { kind: 'class', classId: option.cls.id, chosen: firstChosen(option.cls, max) } : null;
}

/** The page of the strip an option is on, and the pages there are, at `perPage` options a page. */
export function stripPage(index: number, count: number, perPage: number): { page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(count / perPage));
  return { page: Math.min(pages - 1, Math.max(0, Math.floor(index / perPage))), pages };
}
