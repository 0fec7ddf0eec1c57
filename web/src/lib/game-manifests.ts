import { findGame, findPlayableGame, parseManifest, type GameManifest } from '@playwords/common';
import type { Language } from '@playwords/common/i18n';
import { i18n } from './i18n';

// Each game's manifest (games/<key>/manifest.json) is the one source of what is said about it: its card's colour
// and blurb, its /how-to text. The web app imports no game code: Vite reads the manifests (plain JSON) when it
// builds the app and when the tests run, so a game's texts are never copied here.
const modules = import.meta.glob<unknown>('../../../games/*/manifest.json', { eager: true, import: 'default' });

const BY_KEY: ReadonlyMap<string, GameManifest> = new Map(
  Object.entries(modules).map(([path, raw]) => {
    const manifest = parseManifest(raw, path);
    return [manifest.key, manifest];
  }),
);

/** The manifest of a catalogue game, or undefined (the placeholder 'Any Game' has none). */
export function gameManifest(key: string): GameManifest | undefined {
  return BY_KEY.get(key);
}

/** The keys of every game that has a manifest. */
export function manifestKeys(): string[] {
  return [...BY_KEY.keys()].sort();
}

/**
 * A manifest's texts in another language (games/<key>/manifest.zh-CN.json): the game's name there (the English
 * name is the catalogue's), its title line, its card's line and its /how-to paragraphs (as many as the English).
 */
export interface ManifestTranslation {
  name?: string;
  tagline?: string;
  card?: { blurb?: string };
  howTo?: readonly string[];
}

const translatedModules = import.meta.glob<unknown>('../../../games/*/manifest.zh-CN.json', {
  eager: true,
  import: 'default',
});

const TRANSLATED: ReadonlyMap<string, ManifestTranslation> = new Map(
  Object.entries(translatedModules).map(([path, raw]) => {
    const key = /games\/([^/]+)\/manifest\.zh-CN\.json$/.exec(path)?.[1] ?? path;
    return [key, (raw && typeof raw === 'object' ? raw : {}) as ManifestTranslation];
  }),
);

/** The translation file of a game's manifest in `language`, as written (undefined for English or when missing). */
export function manifestTranslation(key: string, language: Language): ManifestTranslation | undefined {
  return language === 'zh-CN' ? TRANSLATED.get(key) : undefined;
}

/** What a reader is told about a game, in her language. */
export interface LocalizedManifest {
  name: string;
  tagline?: string;
  blurb: string;
  howTo: readonly string[];
}

const filled = (text: unknown): text is string => typeof text === 'string' && text.trim() !== '';

/**
 * A game's texts in `language`: the translation where it has the text, the English manifest where it has not
 * (a test checks that every translation is complete). Undefined for a key with no manifest.
 */
export function localizedManifest(key: string, language: Language): LocalizedManifest | undefined {
  const manifest = BY_KEY.get(key);
  if (!manifest) return undefined;
  const translation = manifestTranslation(key, language);
  const howTo = translation?.howTo;
  const tagline = filled(translation?.tagline) ? translation.tagline : manifest.tagline;
  return {
    name: gameName(key, language),
    ...(tagline ? { tagline } : {}),
    blurb: filled(translation?.card?.blurb) ? translation.card.blurb : manifest.card.blurb,
    howTo: howTo && howTo.length === manifest.howTo.length && howTo.every(filled) ? howTo : manifest.howTo,
  };
}

/**
 * A game's name in `language`: in English the catalogue's (common/src/catalogue/games.ts, One At A Time's
 * included), in Chinese its manifest translation's `name` (the placeholder 'Any Game', which has no manifest, from
 * the gamesInfo namespace). Falls back to the English name, then to the key.
 */
export function gameName(key: string, language: Language): string {
  const english = findPlayableGame(key)?.name ?? findGame(key)?.name ?? key;
  if (language === 'en') return english;
  const translated = manifestTranslation(key, language)?.name;
  if (filled(translated)) return translated;
  if (key === 'none' && i18n.exists('gamesInfo:anyGame', { lng: language })) {
    return i18n.t('gamesInfo:anyGame', { lng: language });
  }
  return english;
}
