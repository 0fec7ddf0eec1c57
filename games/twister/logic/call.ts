// What the spinner calls: a body part and a word ('Right hand… apple!'). For the youngest, left and right can be
// dropped ('Hand… apple!'): the part wheel then has two segments, a hand and a foot.

export type Limb = 'hand' | 'foot';
export type Side = 'left' | 'right';

export interface BodyPart {
  limb: Limb;
  /** null when the teacher dropped left and right. */
  side: Side | null;
}

/** The part wheel's segments, clockwise from the pointer: the hands, then the feet (as on a real Twister spinner). */
export function bodyParts(leftAndRight: boolean): BodyPart[] {
  if (!leftAndRight)
    return [
      { limb: 'hand', side: null },
      { limb: 'foot', side: null },
    ];
  return [
    { limb: 'hand', side: 'right' },
    { limb: 'hand', side: 'left' },
    { limb: 'foot', side: 'right' },
    { limb: 'foot', side: 'left' },
  ];
}

/** 'Right hand', 'Left foot', or 'Hand' and 'Foot' without sides. */
export function partName(part: BodyPart): string {
  if (part.side === null) return part.limb === 'hand' ? 'Hand' : 'Foot';
  return `${part.side === 'left' ? 'Left' : 'Right'} ${part.limb}`;
}

/**
 * The call the screen shows and the voice says: the part, a pause (the ellipsis: speech synthesis waits there), the
 * word: 'Right hand… apple!', 'Foot… ice cream!'.
 */
export function callText(part: BodyPart, word: string): string {
  return `${partName(part)}… ${word}!`;
}
