/** The part of a `SpeechSynthesisVoice` the choice needs (a plain object in tests). */
export interface VoiceInfo {
  name: string;
  lang: string;
  localService: boolean;
  default: boolean;
}

/** Slightly slow, for children learning English (design/games.md § Speech). */
export const SPEECH_RATE = 0.85;

/** The languages a word of a list can be spoken in: English, or the language its script says. */
export type SpeechLanguage = 'en' | 'zh' | 'ja' | 'ko' | 'ru' | 'el' | 'ar' | 'he' | 'th' | 'hi';

/** Language tags in order of preference per language; any other voice of that language comes after them. */
const PREFERRED_LANGS: Record<SpeechLanguage, readonly string[]> = {
  en: ['en-gb', 'en-us', 'en-au', 'en-ie', 'en-ca', 'en-nz'],
  zh: ['zh-cn', 'cmn-cn', 'zh-tw', 'zh-hk'],
  ja: ['ja-jp'],
  ko: ['ko-kr'],
  ru: ['ru-ru'],
  el: ['el-gr'],
  ar: ['ar-sa'],
  he: ['he-il'],
  th: ['th-th'],
  hi: ['hi-in'],
};

// A word's script decides its language: a list may hold 苹果 or 'ice cream', and an English voice reading Chinese
// characters says nothing useful (or spells them out). Kana before Han: Japanese writes with both.
const SCRIPTS: readonly [RegExp, SpeechLanguage][] = [
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, 'ja'],
  [/\p{Script=Han}/u, 'zh'],
  [/\p{Script=Hangul}/u, 'ko'],
  [/\p{Script=Cyrillic}/u, 'ru'],
  [/\p{Script=Greek}/u, 'el'],
  [/\p{Script=Arabic}/u, 'ar'],
  [/\p{Script=Hebrew}/u, 'he'],
  [/\p{Script=Thai}/u, 'th'],
  [/\p{Script=Devanagari}/u, 'hi'],
];

/** The language to say a word in: the first non-Latin script it uses, else English ('T-shirt', '2nd', 'café'). */
export function languageOf(text: string): SpeechLanguage {
  for (const [script, language] of SCRIPTS) if (script.test(text)) return language;
  return 'en';
}

/**
 * The voice to speak a language with (English by default): a preferred accent first, a voice on the machine before
 * a network one (no delay and it works offline), then the browser's default. `null` when there is none.
 */
export function chooseVoice<V extends VoiceInfo>(voices: readonly V[], language: SpeechLanguage = 'en'): V | null {
  const tag = language === 'zh' ? /^(zh|cmn|yue)([-_]|$)/i : new RegExp(`^${language}([-_]|$)`, 'i');
  const matching = voices.filter((v) => tag.test(v.lang));
  if (matching.length === 0) return null;
  const preferred = PREFERRED_LANGS[language];
  const rank = (v: V) => {
    const lang = v.lang.toLowerCase().replace('_', '-');
    const langRank = preferred.indexOf(lang);
    return (langRank === -1 ? preferred.length : langRank) * 4 + (v.localService ? 0 : 2) + (v.default ? 0 : 1);
  };
  return [...matching].sort((a, b) => rank(a) - rank(b))[0]!;
}

/** 'speak' when the browser can say a word in English; 'show' otherwise (the word is shown instead). */
export function speechMode(hasSynthesis: boolean, voices: readonly VoiceInfo[]): 'speak' | 'show' {
  return hasSynthesis && chooseVoice(voices) !== null ? 'speak' : 'show';
}
