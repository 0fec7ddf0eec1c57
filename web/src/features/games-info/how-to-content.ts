import { findGame, type GameKey } from '@playwords/common';
import { gameManifest } from '../../lib/game-manifests';

/** One game's section of /how-to: what a teacher reads before playing it with her class. */
export interface HowToSection {
  key: GameKey;
  /** Paragraphs of instructions (built games), or one honest line (games still being built). */
  paragraphs: readonly string[];
  /** Whether the game can be played today. */
  ready: boolean;
}

/** The sections in the order of the anchors of accounts §2. */
const ORDER: readonly GameKey[] = [
  'wordsearch',
  'alienchasebasic',
  'fightersbasic',
  'openthesafe',
  'wordbrain',
  'hangmanbattle',
  'prepositions',
  'numberline',
  'timetrial',
  'spottheword',
  'alienchase',
  'ufoblockade',
  'fighters',
  'monstermash',
  'twister',
  'alienblaster',
  'fourinarow',
  'characterwheel',
  'numberwheel',
  'wordwheel',
  'spacefight',
];

/** A section's text is its game's manifest (games/<key>/manifest.json); a game not built yet is said to be coming. */
function sectionOf(key: GameKey): HowToSection {
  const ready = findGame(key)?.has_template ?? false;
  const howTo = gameManifest(key)?.howTo ?? [];
  const paragraphs = ready
    ? howTo
    : howTo.map((line, i) => (i === howTo.length - 1 ? `${line} This game is coming soon.` : line));
  return { key, paragraphs, ready };
}

export const HOW_TO_SECTIONS: readonly HowToSection[] = ORDER.map(sectionOf);
