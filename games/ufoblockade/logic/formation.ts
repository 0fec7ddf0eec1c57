// UFO Blockade's formation: rows of UFOs, each carrying a word, high over the shields. A miss moves every UFO one
// step down; a UFO that reaches the shields' line (altitude 0) breaks through. Pure and JSON-serialisable.
import { ROW_STEPS, TOP_ALTITUDE } from './layout';

export const MIN_ROWS = 1;
export const MAX_ROWS = 3;
export const MIN_COLUMNS = 3;
export const MAX_COLUMNS = 5;

/** Flying, shot down by the cannon, or crashed through the shields. */
export type UfoState = 'flying' | 'hit' | 'crashed';

export interface Ufo {
  /** Its place in the formation, row by row from the top left: also its index in `ufos`. */
  id: number;
  /** 0 is the top row. */
  row: number;
  column: number;
  word: string;
  /** Steps above the shields' line. */
  altitude: number;
  state: UfoState;
}

export interface Formation {
  rows: number;
  columns: number;
  ufos: Ufo[];
}

const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Math.round(Number.isFinite(value) ? value : min)));

export const clampRows = (rows: number) => clamp(rows, MIN_ROWS, MAX_ROWS);
export const clampColumns = (columns: number) => clamp(columns, MIN_COLUMNS, MAX_COLUMNS);

/** The bottom row's first altitude: the top row starts as high as the sky allows, each row ROW_STEPS under. */
export function bottomAltitude(rows: number): number {
  return TOP_ALTITUDE - (clampRows(rows) - 1) * ROW_STEPS;
}

/**
 * A new formation of `rows` × `columns` UFOs carrying `words` in order (row by row from the top left; a word list
 * shorter than the formation is used again from its start, which the deck's `take` already avoids).
 */
export function createFormation(words: readonly string[], rows: number, columns: number): Formation {
  const r = clampRows(rows);
  const c = clampColumns(columns);
  const bottom = bottomAltitude(r);
  const ufos: Ufo[] = [];
  for (let row = 0; row < r; row++)
    for (let column = 0; column < c; column++) {
      const id = row * c + column;
      const word = words.length > 0 ? words[id % words.length]! : '';
      ufos.push({ id, row, column, word, altitude: bottom + (r - 1 - row) * ROW_STEPS, state: 'flying' });
    }
  return { rows: r, columns: c, ufos };
}

/** The UFOs still in the sky. */
export function flying(formation: Formation): Ufo[] {
  return formation.ufos.filter((ufo) => ufo.state === 'flying');
}

/** The flying UFOs carrying a word (several when a short list repeats it). */
export function carrying(formation: Formation, word: string): Ufo[] {
  return formation.ufos.filter((ufo) => ufo.state === 'flying' && ufo.word === word);
}

/** The cannon shot a UFO down: true when it was flying. */
export function shootDown(formation: Formation, id: number): boolean {
  const ufo = formation.ufos[id];
  if (!ufo || ufo.state !== 'flying') return false;
  ufo.state = 'hit';
  return true;
}

/**
 * Every flying UFO moves one step down; those that reach the shields' line break through (they are no longer
 * flying: the shields take them). Returns them, left to right.
 */
export function descend(formation: Formation): Ufo[] {
  const through: Ufo[] = [];
  for (const ufo of formation.ufos) {
    if (ufo.state !== 'flying') continue;
    ufo.altitude = Math.max(0, ufo.altitude - 1);
    if (ufo.altitude === 0) {
      ufo.state = 'crashed';
      through.push(ufo);
    }
  }
  return through.sort((a, b) => a.column - b.column);
}

/** The lowest flying UFO's altitude (how close the danger is), or null when none flies. */
export function lowestAltitude(formation: Formation): number | null {
  const sky = flying(formation);
  return sky.length === 0 ? null : Math.min(...sky.map((ufo) => ufo.altitude));
}
