// Where Spot The Word's cards go: the same cards in each half, laid out differently (the spoken word's card never
// in the same place on both sides, so neither player can copy the other), in a grid of two columns. Pure.
import type { Half } from './race';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The stage's halves below the top strip (scores, the spoken word, the clock), with a divider between them. */
export const HALF_BOXES: readonly [Box, Box] = [
  { x: 30, y: 310, width: 900, height: 750 },
  { x: 990, y: 310, width: 900, height: 750 },
];
const GAP_X = 40;
const GAP_Y = 30;

/** The centres and size of `count` card slots in a half: two columns, as many rows as needed, row by row. */
export function cardSlots(half: Half, count: number): { width: number; height: number; centres: [number, number][] } {
  const box = HALF_BOXES[half];
  const columns = count <= 1 ? 1 : 2;
  const rows = Math.max(1, Math.ceil(count / columns));
  const width = (box.width - GAP_X * (columns - 1)) / columns;
  const height = (box.height - GAP_Y * (rows - 1)) / rows;
  const centres: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    const column = i % columns;
    const row = Math.floor(i / columns);
    centres.push([box.x + column * (width + GAP_X) + width / 2, box.y + row * (height + GAP_Y) + height / 2]);
  }
  return { width, height, centres };
}

/**
 * The order of the choices in each half's slots (`orders[half][slot]` is an index into the choices): two shuffles
 * where the target (choice `target`) sits in a different slot, so the halves differ. `shuffle` is the kit's rng.
 */
export function arrangeHalves(
  count: number,
  target: number,
  shuffle: <T>(list: readonly T[]) => T[],
): [number[], number[]] {
  const indexes = Array.from({ length: count }, (_, i) => i);
  const left = shuffle(indexes);
  let right = shuffle(indexes);
  if (count >= 2 && right.indexOf(target) === left.indexOf(target)) {
    // Swap the target with its neighbour slot on the right: still a shuffle, never the same place.
    const at = right.indexOf(target);
    const other = (at + 1) % count;
    right = [...right];
    [right[at], right[other]] = [right[other]!, right[at]!];
  }
  return [left, right];
}

/**
 * The keys of a half's cards, slot by slot: on a laptop the teacher (or two children) play with the keyboard.
 * Turn mode: the half whose turn it is answers with 1–6. A race: the left half with 1–6, the right half with
 * U I O J K L (the other end of the keyboard). Key names are `KeyboardEvent.key`, lowercase.
 */
export const LEFT_KEYS = ['1', '2', '3', '4', '5', '6'] as const;
export const RIGHT_KEYS = ['u', 'i', 'o', 'j', 'k', 'l'] as const;

export function halfKeys(mode: 'race' | 'turns', half: Half, count: number): string[] {
  const keys = mode === 'turns' || half === 0 ? LEFT_KEYS : RIGHT_KEYS;
  return keys.slice(0, count);
}

/** The half and slot a key press answers (turn mode: `turn` is the half playing), or null. */
export function keySlot(
  mode: 'race' | 'turns',
  turn: Half,
  count: number,
  key: string,
): { half: Half; slot: number } | null {
  const pressed = key.toLowerCase();
  const halves: Half[] = mode === 'turns' ? [turn] : [0, 1];
  for (const half of halves) {
    const slot = halfKeys(mode, half, count).indexOf(pressed);
    if (slot >= 0) return { half, slot };
  }
  return null;
}

/** What a card shows: its word, the word's picture over it, or (the teacher's 'Pictures only') the picture alone. */
export type CardFace = 'word' | 'both' | 'picture';

/** A card's face: a word without a picture keeps its text, even with 'Pictures only'. */
export function cardFace(hasPicture: boolean, picturesOnly: boolean): CardFace {
  if (!hasPicture) return 'word';
  return picturesOnly ? 'picture' : 'both';
}

/** The room the kit's `addCard` keeps between a card's picture and its word, and round a picture alone. */
const PICTURE_GAP = 16;

/**
 * What `addCard` is given for a card filling a slot: the word's card (`height` the slot's), or with the word's
 * picture the picture over the word (`pictureSize` + the gap + the word's `height` = the slot's height), or the
 * picture alone ('Pictures only': the kit pads it by twice the gap and 16 px of border), as big as the slot holds.
 */
export function cardParts(
  slot: { width: number; height: number },
  face: CardFace,
): { height: number; pictureSize: number; fontSize: number } {
  const fontSize = slot.height > 300 ? 100 : 80;
  if (face === 'word') return { height: slot.height, pictureSize: 0, fontSize };
  if (face === 'picture') {
    const pictureSize = Math.floor(Math.min(slot.height - 2 * PICTURE_GAP - 16, slot.width - 96));
    return { height: slot.height, pictureSize, fontSize };
  }
  const pictureSize = Math.round(slot.height * 0.45);
  return { height: slot.height - pictureSize - PICTURE_GAP, pictureSize, fontSize: Math.round(fontSize * 0.85) };
}
