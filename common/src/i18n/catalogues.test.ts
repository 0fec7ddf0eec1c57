import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_LOADERS, NAMESPACES, type Namespace } from './catalogues';
import type { Messages } from './types';

const root = fileURLToPath(new URL('../../..', import.meta.url));

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

async function load(language: 'en' | 'zh-CN', ns: Namespace): Promise<Map<string, string>> {
  return flatten((await CATALOGUE_LOADERS[language][ns]()).default);
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every source file that may use a key: the web app, the games, the server (tests and catalogues aside). */
function sources(): string {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      // The picture dictionary's index is data: 5,000 English words would pass for keys that no code uses.
      if (['node_modules', 'dist', 'i18n', 'test', 'dictionary-index.json'].includes(name)) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|tsx|mjs|json)$/.test(name) && !/\.test\.tsx?$/.test(name)) texts.push(readFileSync(path, 'utf8'));
    }
  };
  for (const dir of ['web/src', 'games', 'server/src', 'common/src']) walk(join(root, dir));
  return texts.join('\n');
}

/**
 * Namespaces whose keys are not spelled in the code: the API's error codes are found from the English text the
 * server sends (codes.ts), so each is used when its text is.
 */
const LOOKED_UP_BY_TEXT: readonly Namespace[] = ['errors'];

describe('the message catalogues', () => {
  it.each(NAMESPACES)(
    '%s: the same keys in English and Chinese, every text filled, the same placeholders',
    async (ns) => {
      const en = await load('en', ns);
      const zh = await load('zh-CN', ns);
      expect([...zh.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, text] of en) {
        expect(text.trim(), `en ${ns}:${key}`).not.toBe('');
        const translated = zh.get(key) ?? '';
        expect(translated.trim(), `zh-CN ${ns}:${key}`).not.toBe('');
        expect(placeholders(translated), `zh-CN ${ns}:${key}`).toEqual(placeholders(text));
      }
    },
  );

  it('uses every key somewhere in the code (spelled out, `ns:key` or `key`)', async () => {
    const code = sources();
    const unused: string[] = [];
    for (const ns of NAMESPACES.filter((n) => !LOOKED_UP_BY_TEXT.includes(n))) {
      for (const key of (await load('en', ns)).keys()) {
        const base = key.replace(PLURAL, '');
        const spelled = [`${ns}:${base}`, `'${base}'`, `"${base}"`, `\`${base}\``];
        if (!spelled.some((s) => code.includes(s))) unused.push(`${ns}:${key}`);
      }
    }
    expect(unused).toEqual([]);
    // It reads every source file: seconds on a busy two-core machine.
  }, 60_000);

  it('finds the sources it scans', () => {
    expect(relative(root, fileURLToPath(import.meta.url))).toBe(join('common', 'src', 'i18n', 'catalogues.test.ts'));
    expect(sources()).toContain('useTranslation');
  });
});
