// Where Twister shows the words' pictures (issue 20): beside the spinner's call ('Right hand… apple!' and the
// apple), and on the little mat's tiles when they are big enough to make a picture out, as on the printed mat (a
// picture over each word). Numbers only: the scene draws. Pure.

/** The call's picture: on a disc this big (it reads on any background), this far after the call's text. */
export const CALL_PICTURE = { size: 140, gap: 30 } as const;

/**
 * The call line's text scale and centre, and its picture's centre (null: the word has none), the two side by side
 * and centred on `centre` within `maxWidth`: the text shrinks to leave the picture its room.
 */
export function callLayout(
  textWidth: number,
  picture: boolean,
  centre: number,
  maxWidth: number,
): { scale: number; textX: number; pictureX: number | null } {
  const extra = picture ? CALL_PICTURE.gap + CALL_PICTURE.size : 0;
  const scale = textWidth > 0 ? Math.min(1, (maxWidth - extra) / textWidth) : 1;
  const width = textWidth * scale;
  const left = centre - (width + extra) / 2;
  return {
    scale,
    textX: left + width / 2,
    pictureX: picture ? left + width + CALL_PICTURE.gap + CALL_PICTURE.size / 2 : null,
  };
}

/** The smallest picture worth drawing on the little mat: under it a picture is a smudge on a projector. */
export const SMALLEST_TILE_PICTURE = 36;

/**
 * The picture's box on a little mat's circle of `radius` (inside the circle, its colour round it), or 0 when the
 * tiles are too small (a mat of many words): the circles keep their colour alone, and the call shows the picture.
 */
export function tilePictureSize(radius: number): number {
  const size = Math.floor(radius * 1.4);
  return size >= SMALLEST_TILE_PICTURE ? size : 0;
}
