import { z } from 'zod';
import type { GameKey } from './games';

/**
 * The colours a game card may take (Mantine's palette names: the web app draws the card, the game is not told).
 * A short list on purpose: a card's colour is its recognisable look, not a free choice per card.
 */
export const CARD_COLOURS = [
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
] as const;
export type CardColour = (typeof CARD_COLOURS)[number];

/**
 * What is said about one game, in one place: its folder's `manifest.json` (games/<key>/). The game page reads it
 * for its title screen, the web app for its card and its /how-to section. The game's name is the catalogue's
 * (the API's `name`), so it is not repeated here; its settings are its own `settings.ts`, read by the teacher
 * panel.
 */
export interface GameManifest {
  /** The catalogue key (which is also the folder's name), or a new game's own key until the catalogue has it. */
  key: Exclude<GameKey, 'none'> | (string & {});
  /** Only for a game outside the catalogue: a catalogue game's name is the catalogue's. */
  name?: string;
  /** One line under the title on the game's title screen (a built game has one). */
  tagline?: string;
  /**
   * The card on the dashboard and on /all-games: its colour, what the game is in one line, and its picture: one to
   * three of the official Fluent Emoji drawn on the card's colour (the web app's build composes it).
   */
  card: { color: CardColour; blurb: string; picture: readonly string[] };
  /** How many teams can play (a built game says; a tool has no teams). */
  teams?: { min: number; max: number; default: number };
  /** A classroom tool (the wheels, One At A Time): title → the tool → back, no teams, rounds or podium. */
  tool?: boolean;
  /**
   * The game's /how-to section: paragraphs a teacher reads before playing it with her class. A game still being
   * built says in one line what it will be (the web app adds that it is coming soon).
   */
  howTo: readonly string[];
}

/** Text that says something, with no spaces around it. */
const text = z.string().regex(/^\S(?:[\s\S]*\S)?$/, 'not empty, and no spaces around it');
const manifestSchema = z.strictObject({
  key: z.string().regex(/^[a-z][a-z0-9]*$/),
  name: text.optional(),
  tagline: text.optional(),
  card: z.strictObject({ color: z.enum(CARD_COLOURS), blurb: text, picture: z.array(text).min(1).max(3) }),
  teams: z
    .strictObject({ min: z.int().min(1), max: z.int().max(4), default: z.int() })
    .refine((t) => t.min <= t.default && t.default <= t.max, 'teams: min ≤ default ≤ max')
    .optional(),
  tool: z.boolean().optional(),
  howTo: z.array(text).min(1),
});

/**
 * Reads a manifest (plain JSON, so every side reads it without running game code: the game's page, the web app's
 * build, the tests) and says what is wrong with one, naming `source`: a manifest is checked wherever it is read.
 */
export function parseManifest(raw: unknown, source: string): GameManifest {
  const result = manifestSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.') || '(manifest)'}: ${i.message}`);
    throw new Error(`${source}: ${problems.join('; ')}`);
  }
  return result.data as GameManifest;
}
