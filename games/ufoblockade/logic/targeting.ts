// Targeting in UFO Blockade: which word is spoken (one a flying UFO carries), which UFO a tap picks, where the
// keyboard's sights go with the arrow keys, and whether a shot at a UFO is right. Pure.
import { carrying, flying, type Formation, type Ufo } from './formation';
import { altitudeY, columnX, hullWidth, UFO } from './layout';

/** A tap this close outside a UFO's box still picks it (a child's finger on a projector is not a pin). */
export const TAP_SLACK = 16;

/**
 * The word to speak next: one that a flying UFO carries, at random, and not the last one spoken while another is
 * there to ask. Null when nothing flies.
 */
export function pickTarget(formation: Formation, random: () => number, last: string | null = null): string | null {
  const words = [...new Set(flying(formation).map((ufo) => ufo.word))];
  const fresh = words.length > 1 ? words.filter((word) => word !== last) : words;
  if (fresh.length === 0) return null;
  return fresh[Math.min(fresh.length - 1, Math.floor(random() * fresh.length))]!;
}

/** A UFO's centre on the stage, with the formation swayed `sway` px to the right. */
export function ufoCentre(ufo: Ufo, columns: number, sway = 0): { x: number; y: number } {
  return { x: columnX(ufo.column, columns) + sway, y: altitudeY(ufo.altitude) };
}

/**
 * The flying UFO under a point of the stage (its hull and dome, with a little slack); where a hull and the dome of
 * the UFO under it overlap, the hull (the word) wins, then the nearer centre. Null for a tap on the empty sky
 * (which is no shot at all).
 */
export function ufoAt(formation: Formation, point: { x: number; y: number }, sway = 0): Ufo | null {
  const half = hullWidth(formation.columns) / 2 + TAP_SLACK;
  let best: Ufo | null = null;
  let bestRank = Infinity;
  for (const ufo of flying(formation)) {
    const centre = ufoCentre(ufo, formation.columns, sway);
    const dx = point.x - centre.x;
    const dy = point.y - centre.y;
    if (Math.abs(dx) > half || dy < -UFO.domeTop - TAP_SLACK || dy > UFO.hullHalfHeight + TAP_SLACK) continue;
    const onHull = Math.abs(dy) <= UFO.hullHalfHeight + TAP_SLACK;
    const rank = (onHull ? 0 : 1e9) + dx * dx + dy * dy;
    if (rank < bestRank) {
      best = ufo;
      bestRank = rank;
    }
  }
  return best;
}

export type Direction = 'left' | 'right' | 'up' | 'down';

/**
 * The keyboard's sights: the first arrow puts them on the lowest flying UFO nearest the middle (`from` null or no
 * longer flying); an arrow moves them to the nearest flying UFO that way (the same row or column first), or leaves
 * them where they are when there is none. The UFO's id, or null when nothing flies.
 */
export function moveSights(formation: Formation, from: number | null, direction: Direction): number | null {
  const sky = flying(formation);
  const at = from === null ? undefined : sky.find((ufo) => ufo.id === from);
  if (!at) {
    const middle = (formation.columns - 1) / 2;
    const start = [...sky].sort(
      (a, b) => a.altitude - b.altitude || Math.abs(a.column - middle) - Math.abs(b.column - middle) || a.id - b.id,
    )[0];
    return start?.id ?? null;
  }
  // Along: how far that way (must be > 0); across: how far off the line.
  const measure = (ufo: Ufo): [number, number] => {
    switch (direction) {
      case 'left':
        return [at.column - ufo.column, Math.abs(ufo.row - at.row)];
      case 'right':
        return [ufo.column - at.column, Math.abs(ufo.row - at.row)];
      case 'up':
        return [at.row - ufo.row, Math.abs(ufo.column - at.column)];
      case 'down':
        return [ufo.row - at.row, Math.abs(ufo.column - at.column)];
    }
  };
  let best = at;
  let bestScore = Infinity;
  for (const ufo of sky) {
    const [along, across] = measure(ufo);
    if (along <= 0) continue;
    const score = across * 100 + along;
    if (score < bestScore) {
      best = ufo;
      bestScore = score;
    }
  }
  return best.id;
}

/** A shot at a UFO is right when it carries the spoken word (any of them, when a short list repeats it). */
export function isRight(ufo: Ufo, target: string): boolean {
  return ufo.state === 'flying' && ufo.word === target;
}

/** The UFOs the class should have shot (lit up after a miss, and by the teacher's Reveal). */
export function rightUfos(formation: Formation, target: string): Ufo[] {
  return carrying(formation, target);
}
