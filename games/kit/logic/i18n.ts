// The language of a game page's own texts (the kit's screens and the game's), with i18next. The page carries its
// language in the template data (`language`: the web's `lang`, else the teacher's account language); the words of
// the teacher's list and the words a game speaks are never translated. Only the kit's two catalogues and the game's
// own (registered with `defineTexts`) are bundled: never every namespace.
import i18next, { type i18n as I18n } from 'i18next';
import { GAME_DATA_ELEMENT_ID } from '@playwords/common';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@playwords/common/i18n/languages';
import type { Messages, Translation } from '@playwords/common/i18n/types';
import en from '@playwords/common/i18n/en/kit';
import zhCN from '@playwords/common/i18n/zh-CN/kit';

/** A catalogue's keys as `t` takes them: dotted paths to its texts, plural suffixes (`_one`, `_other`) dropped. */
export type TextKey<T> = {
  [K in keyof T & string]: T[K] extends string
    ? K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
      ? Base
      : K
    : `${K}.${TextKey<T[K]>}`;
}[keyof T & string];

/** What a text is filled with: `{{name}}` placeholders, and `count` for a plural. */
export type TextValues = Record<string, string | number>;

/** A translating function over one catalogue's keys. */
export type Translate<T> = (key: TextKey<T>, values?: TextValues) => string;

/**
 * The language a page's data element names, read as the kit loads (before any game module makes its texts); a page
 * without data (the preview) takes `?lang=zh-CN` from its address. No DOM in tests: English.
 */
export function pageLanguage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  try {
    const text = document.getElementById(GAME_DATA_ELEMENT_ID)?.textContent;
    const language: unknown = text
      ? (JSON.parse(text) as { language?: unknown }).language
      : new URLSearchParams(window.location.search).get('lang');
    return isLanguage(language) ? language : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

// One instance per realm, kept on globalThis: a module loaded twice (a test's `vi.resetModules`, two chunks) must
// not start a second language state that the first's `setLanguage` cannot reach.
const I18N_KEY = Symbol.for('playwords.games.i18n');
const realm = globalThis as typeof globalThis & { [I18N_KEY]?: I18n };
const i18n: I18n = realm[I18N_KEY] ?? (realm[I18N_KEY] = createI18n());

function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: pageLanguage(),
    // A game's catalogue missing in Chinese (not translated yet) shows its English rather than a key.
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['en', 'zh-CN'],
    ns: ['kit'],
    defaultNS: 'kit',
    resources: { en: { kit: en }, 'zh-CN': { kit: zhCN } },
    // Everything is here already: ready at once, so texts made while modules load are in the page's language.
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** The language the kit and the game speak now ('en' or 'zh-CN'). */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/**
 * Sets the language of every text from now on (the kit does it from the template data; tests do it by hand and set
 * 'en' back after). Anything but 'en' or 'zh-CN' is English.
 */
export function setLanguage(language: unknown): void {
  const next = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  if (i18n.language !== next) void i18n.changeLanguage(next);
}

function translator<T>(namespace: string): Translate<T> {
  return (key, values) => i18n.t(key, { ...values, ns: namespace }) as string;
}

/** The kit's own texts (namespace 'kit': common/src/i18n/<language>/kit.ts). */
export const kitText: Translate<typeof en> = translator<typeof en>('kit');

/**
 * A game's own texts: registers its catalogues under `namespace` (its key) and returns its `t`, typed by the English
 * catalogue's keys. Call it once at module level (a `texts.ts` of the game) and translate where a text is drawn:
 *
 *   import en from '@playwords/common/i18n/en/wordsearch';
 *   import zhCN from '@playwords/common/i18n/zh-CN/wordsearch';
 *   export const t = defineTexts('wordsearch', { en, 'zh-CN': zhCN });
 *   t('hint.tapFirst'); t('found', { count: 3 }); // 'found_one' / 'found_other' in the catalogue
 */
export function defineTexts<T extends Messages>(
  namespace: string,
  catalogues: { en: T; 'zh-CN'?: Translation<T> },
): Translate<T> {
  if (namespace === 'kit') throw new Error("'kit' is the kit's own namespace");
  i18n.addResourceBundle('en', namespace, catalogues.en, true, true);
  if (catalogues['zh-CN']) i18n.addResourceBundle('zh-CN', namespace, catalogues['zh-CN'], true, true);
  return translator<T>(namespace);
}
