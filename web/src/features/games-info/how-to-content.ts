import { findGame, type GameKey } from '@playwords/common';
import type { Language } from '@playwords/common/i18n';
import { localizedManifest } from '../../lib/game-manifests';

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

/**
 * A section's text is its game's manifest (games/<key>/manifest.json, or its translation in the reader's language);
 * a game not built yet is said to be coming (`comingSoon` adds that to its last paragraph).
 */
function sectionOf(key: GameKey, language: Language, comingSoon: (text: string) => string): HowToSection {
  const ready = findGame(key)?.has_template ?? false;
  const howTo = localizedManifest(key, language)?.howTo ?? [];
  const paragraphs = ready ? howTo : howTo.map((line, i) => (i === howTo.length - 1 ? comingSoon(line) : line));
  return { key, paragraphs, ready };
}

/** The page's sections in `language`. */
export function howToSections(language: Language, comingSoon: (text: string) => string): readonly HowToSection[] {
  return ORDER.map((key) => sectionOf(key, language, comingSoon));
}
