import { parseManifest, type GameManifest } from '@playwords/common';

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
