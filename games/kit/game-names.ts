// The games' names and taglines in Chinese: `name` and `tagline` of games/<key>/manifest.zh-CN.json where that file
// exists when the page is built (Vite reads them; only these two fields are bundled), else none and the English
// (common's catalogue, the manifest's tagline) shows.
const CHINESE_NAMES = import.meta.glob<string>('../*/manifest.zh-CN.json', { eager: true, import: 'name' });
const CHINESE_TAGLINES = import.meta.glob<string>('../*/manifest.zh-CN.json', { eager: true, import: 'tagline' });

/** A game's Chinese name from its folder's manifest.zh-CN.json, or null when it has none yet. */
export function chineseName(key: string): string | null {
  const name = CHINESE_NAMES[`../${key}/manifest.zh-CN.json`];
  return typeof name === 'string' && name.trim() !== '' ? name : null;
}

/** A game's Chinese tagline (its title screen's line), or null when it has none yet. */
export function chineseTagline(key: string): string | null {
  const tagline = CHINESE_TAGLINES[`../${key}/manifest.zh-CN.json`];
  return typeof tagline === 'string' && tagline.trim() !== '' ? tagline : null;
}
