import type { GameManifest } from '@playwords/common';

// Each game's manifest (games/<key>/manifest.ts) is the one source of what is said about it: its card's colour
// and blurb, its /how-to text. The web app imports no game code: Vite reads the manifests (plain data that
// imports only common) when it builds the app and when the tests run, so a game's texts are never copied here.
const modules = import.meta.glob<GameManifest>('../../../games/*/manifest.ts', { eager: true, import: 'default' });

const BY_KEY: ReadonlyMap<string, GameManifest> = new Map(Object.values(modules).map((m) => [m.key, m]));

/** The manifest of a catalogue game, or undefined (the placeholder 'Any Game' has none). */
export function gameManifest(key: string): GameManifest | undefined {
  return BY_KEY.get(key);
}
