// Where UFO Blockade's things sit on the 1920 × 1080 stage, as plain numbers (so targeting is unit-tested): the field
// on the left (the formation high up, the shields low down, the cannon's lane under them) and the side panel on the
// right (whose turn, the spoken word, the clock). A UFO's height is its altitude: steps above the shields' line.

/** The field's left and right edges (the side panel is right of it). */
export const FIELD = { left: 60, right: 1440 } as const;
export const FIELD_CENTRE = (FIELD.left + FIELD.right) / 2;
/** The side panel's centre line. */
export const PANEL_X = 1680;

/** How far one step down takes a UFO, in px: a miss moves every UFO one step. */
export const STEP = 56;
/** Rows of the formation are this many steps apart (three: a row's dome and monster clear the row above). */
export const ROW_STEPS = 3;
/**
 * The top row starts this many steps above the shields: as high as the sky under the scoreboard allows. So the
 * bottom row of three breaks through at the third miss, of two at the sixth, of one at the ninth.
 */
export const TOP_ALTITUDE = 9;

/** A UFO's shape around its centre: the hull holding the word below, the glass dome with its monster above. */
export const UFO = { hullHalfHeight: 44, domeTop: 124 } as const;
/** The widest a column is: fewer UFOs in a row get wider hulls (longer words fit), up to this. */
const MAX_PITCH = 440;
/** The space between two neighbouring hulls. */
const HULL_GAP = 40;

/** The shields' line (their top edge), their height and width. */
export const SHIELDS = { top: 820, height: 64, width: 220 } as const;
/** The cannon's character stands on its turret here. */
export const CANNON_Y = 1000;
/** How far the whole formation sways left and right (a gentle march; taps are read where it is). */
export const SWAY = 40;

/** The distance between the centres of two columns. */
export function pitch(columns: number): number {
  return Math.min(MAX_PITCH, (FIELD.right - FIELD.left) / Math.max(1, columns));
}

/** A column's centre (before the sway). */
export function columnX(column: number, columns: number): number {
  return FIELD_CENTRE + (column - (columns - 1) / 2) * pitch(columns);
}

/** A UFO's centre line at an altitude: at 0 its hull touches the shields (it breaks through). */
export function altitudeY(altitude: number): number {
  return SHIELDS.top - UFO.hullHalfHeight - altitude * STEP;
}

/** How wide a hull (and the word on it) is with this many UFOs in a row. */
export function hullWidth(columns: number): number {
  return pitch(columns) - HULL_GAP;
}

/** Shield `index` of `count`: evenly spread across the field. */
export function shieldX(index: number, count: number): number {
  const width = (FIELD.right - FIELD.left) / Math.max(1, count);
  return FIELD.left + (index + 0.5) * width;
}

/** The shield right under a point of the field (the nearest one). */
export function shieldUnder(x: number, count: number): number {
  let best = 0;
  for (let i = 1; i < count; i++) if (Math.abs(shieldX(i, count) - x) < Math.abs(shieldX(best, count) - x)) best = i;
  return best;
}
