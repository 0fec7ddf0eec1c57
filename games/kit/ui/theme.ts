import type Phaser from 'phaser';

/**
 * Big, rounded, friendly type readable from the back of a classroom. A system rounded sans stack: no font file to
 * fetch inside the sandboxed frame, and every school machine has one of these. Chinese characters (a zh-CN page's
 * texts, a list's 苹果) fall through the Latin fonts, which have none, to the system's Simplified Chinese font:
 * PingFang SC (macOS, iPad), Microsoft YaHei (Windows), Noto Sans CJK SC / WenQuanYi (Linux, Chromebooks). No web
 * font is downloaded for them.
 */
export const FONT_FAMILY =
  '"Nunito", "Varela Round", "Arial Rounded MT Bold", "Quicksand", "Comic Neue", "Segoe UI", "Trebuchet MS", "Helvetica Neue", Arial, ' +
  '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "WenQuanYi Micro Hei", sans-serif';

/** The palette (0xRRGGBB for Phaser, and the CSS form where text needs it). */
export const COLOURS = {
  sky: 0x4fc3f7,
  skyDeep: 0x1e6fd9,
  night: 0x1b2a4a,
  ink: 0x1f2544,
  white: 0xffffff,
  cream: 0xfff8e7,
  sun: 0xffc928,
  grass: 0x4caf50,
  coral: 0xff6b6b,
  violet: 0x8e6cf1,
  teal: 0x00897b,
  correct: 0x2fbf71,
  wrong: 0xef4a4a,
  neutral: 0x8a94b8,
  shadow: 0x000000,
  /** The empty part of a bar (health, progress). */
  trough: 0x3a405e,
  /** Light pastels that, with sun and sky, tell answer zones apart under dark ink words. */
  rose: 0xff8fab,
  lilac: 0xb39dff,
  mint: 0x7be07b,
  /** A fourth answer colour, far from both the right green and the wrong red. */
  orange: 0xe8770e,
} as const;

export const css = (colour: number) => `#${colour.toString(16).padStart(6, '0')}`;

/** The smallest text on the stage is 48 px (design/games.md § Projector scaling). */
export const MIN_TEXT_PX = 48;
/** The smallest touch target on the stage. */
export const MIN_TOUCH_PX = 96;

const base: Phaser.Types.GameObjects.Text.TextStyle = {
  fontFamily: FONT_FAMILY,
  color: css(COLOURS.ink),
  align: 'center',
  fontStyle: '800',
};

/** Text styles; every size is at least MIN_TEXT_PX. */
export const TEXT = {
  huge: { ...base, fontSize: '160px', color: '#ffffff', stroke: css(COLOURS.ink), strokeThickness: 16 },
  title: { ...base, fontSize: '96px', color: '#ffffff', stroke: css(COLOURS.ink), strokeThickness: 12 },
  heading: { ...base, fontSize: '72px' },
  word: { ...base, fontSize: '88px' },
  body: { ...base, fontSize: '56px', fontStyle: '700' },
  small: { ...base, fontSize: '48px', fontStyle: '700' },
  button: { ...base, fontSize: '60px', color: '#ffffff' },
} satisfies Record<string, Phaser.Types.GameObjects.Text.TextStyle>;
