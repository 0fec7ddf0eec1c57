import { describe, expect, it } from 'vitest';
import { SIGN } from './layout';
import { planSign, READABLE_SCALE, SIGN_PICTURE } from './sign';

/** A word `px` wide at full size, shrunk to fit a width (never grown): what the scene measures. */
const word = (px: number) => (width: number) => Math.min(1, width / px);

describe("a monster's sign", () => {
  const width = SIGN.width;

  it('shows a word with no picture alone, across the sign', () => {
    const plan = planSign(width, { hasPicture: false, picturesOnly: true }, word(120));
    expect(plan).toEqual({ shows: 'text', picture: null, text: { x: 0, width: width - 36 } });
  });

  it('puts the picture at the sign’s left and the word in the rest, neither overlapping nor leaving the sign', () => {
    const plan = planSign(width, { hasPicture: true, picturesOnly: false }, word(200));
    expect(plan.shows).toBe('both');
    const { picture, text } = plan;
    if (!picture || !text) throw new Error('both expected');
    expect(picture.x - picture.box / 2).toBeGreaterThanOrEqual(-width / 2 + 7);
    expect(picture.box).toBeLessThanOrEqual(SIGN.height - 14);
    expect(text.x - text.width / 2).toBeGreaterThanOrEqual(picture.x + picture.box / 2);
    expect(text.x + text.width / 2).toBeLessThanOrEqual(width / 2 - 7);
  });

  it('leaves the picture out where the word would no longer read beside it', () => {
    // 'hippopotamus' needs the whole sign: beside a picture it would shrink under 48 px.
    const long = word(520);
    const plan = planSign(width, { hasPicture: true, picturesOnly: false }, long);
    expect(long(width - 36 - SIGN_PICTURE.beside - SIGN_PICTURE.gap)).toBeLessThan(READABLE_SCALE);
    expect(plan.shows).toBe('text');
    // A phrase already small on the sign alone loses little more beside the picture… still too much.
    expect(planSign(width, { hasPicture: true, picturesOnly: false }, word(900)).shows).toBe('text');
  });

  it('shows only the picture, in the middle, with pictures only; the word joins it when it is the answer', () => {
    const plan = planSign(width, { hasPicture: true, picturesOnly: true }, word(520));
    expect(plan).toEqual({ shows: 'picture', picture: { x: 0, box: SIGN_PICTURE.alone }, text: null });
    expect(SIGN_PICTURE.alone).toBeLessThanOrEqual(SIGN.height - 14);
    expect(planSign(width, { hasPicture: true, picturesOnly: true, revealed: true }, word(150)).shows).toBe('both');
    expect(planSign(width, { hasPicture: true, picturesOnly: true, revealed: true }, word(520)).shows).toBe('text');
  });
});
