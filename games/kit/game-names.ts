// The games' names in Chinese: `name` of games/<key>/manifest.zh-CN.json where that file exists when the page is
// built (Vite reads them; only the names are bundled), else none and the English name (common's catalogue) shows.
const CHINESE_NAMES = import.meta.glob<string>('../*/manifest.zh-CN.json', { eager: true, import: 'name' });

/** A game's Chinese name from its folder's manifest.zh-CN.json, or null when it has none yet. */
export function chineseName(key: string): string | null {
  const name = CHINESE_NAMES[`../${key}/manifest.zh-CN.json`];
  return typeof name === 'string' && name.trim() !== '' ? name : null;
}
