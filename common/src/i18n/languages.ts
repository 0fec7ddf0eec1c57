/** The interface's languages. English is the default and the binding text of the terms; zh-CN is Simplified Chinese. */
export const LANGUAGES = ['en', 'zh-CN'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** How the switch names each language: in itself, so a reader finds hers whatever is shown now. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', 'zh-CN': '中文' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The interface language for a reader's preferred languages (the browser's `navigator.languages`, or an
 * Accept-Language header's tags in order): the first Chinese or English tag decides. Every Chinese tag, Traditional
 * included, reads Simplified Chinese more easily than English; anything else gets English.
 */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (primary === 'zh') return 'zh-CN';
    if (primary === 'en') return 'en';
  }
  return DEFAULT_LANGUAGE;
}
