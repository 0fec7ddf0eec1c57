/**
 * What Word Search keeps between rounds (passed to `kit.endRound` and back as `resume`, also across a saved and
 * resumed game): the entries the teacher has already been told do not fit, so she is told once per game.
 */
export interface WordSearchState {
  reported: string[];
}

/** Reads a resumed state; anything malformed (an older save, a hand-edited one) starts clean. */
export function readWordSearchState(raw: unknown): WordSearchState {
  if (typeof raw !== 'object' || raw === null) return { reported: [] };
  const reported = (raw as { reported?: unknown }).reported;
  if (!Array.isArray(reported)) return { reported: [] };
  return { reported: reported.filter((entry): entry is string => typeof entry === 'string').slice(0, 400) };
}
