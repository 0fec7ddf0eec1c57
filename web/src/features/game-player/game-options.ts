// What a game page's URL says beyond the game (issue 21): the list and class a lesson plan plays, and its step.
import { paths } from '../../lib/paths';

/** A game page opened by a lesson's presenter: `?lesson=<plan id>&step=<n>` (n: the game's place, 1 … N). */
export interface LessonStep {
  lesson: number;
  step: number;
}

/** A whole number from 1 written in digits, else null. */
export function positiveInteger(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 ? value : null;
}

/** The lesson and step of the page's URL, or null when either is missing or not a number. */
export function readLessonStep(search: URLSearchParams): LessonStep | null {
  const lesson = positiveInteger(search.get('lesson'));
  const step = positiveInteger(search.get('step'));
  return lesson === null || step === null ? null : { lesson, step };
}

/** Where 'Next →' goes: the presenter, with the scoreboard after game `step` and the game after it. */
export function lessonNextPath({ lesson, step }: LessonStep): string {
  return `${paths.lessonPresent(lesson)}?step=${step}`;
}

/** The page's URL beyond the game: `?wl=` (a list other than her selected one), `?class=`, a lesson's step. */
export interface GameOptions {
  wordlistId: number | null;
  classId: number | null;
  lesson: LessonStep | null;
}

export function readGameOptions(search: URLSearchParams): GameOptions {
  return {
    wordlistId: positiveInteger(search.get('wl')),
    classId: positiveInteger(search.get('class')),
    lesson: readLessonStep(search),
  };
}
