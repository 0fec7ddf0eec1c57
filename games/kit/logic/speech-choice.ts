/** The part of a `SpeechSynthesisVoice` the choice needs (a plain object in tests). */
export interface VoiceInfo {
  name: string;
  lang: string;
  localService: boolean;
  default: boolean;
}

/** Slightly slow, for children learning English (design/games.md § Speech). */
export const SPEECH_RATE = 0.85;

/** Language tags in order of preference; any other English voice comes after them. */
const PREFERRED_LANGS = ['en-gb', 'en-us', 'en-au', 'en-ie', 'en-ca', 'en-nz'];

/**
 * The English voice to speak with: a preferred accent first, a voice on the machine before a network one
 * (no delay and it works offline), then the browser's default. `null` when there is no English voice.
 */
export function chooseVoice<V extends VoiceInfo>(voices: readonly V[]): V | null {
  const english = voices.filter((v) => /^en([-_]|$)/i.test(v.lang));
  if (english.length === 0) return null;
  const rank = (v: V) => {
    const lang = v.lang.toLowerCase().replace('_', '-');
    const langRank = PREFERRED_LANGS.indexOf(lang);
    return (langRank === -1 ? PREFERRED_LANGS.length : langRank) * 4 + (v.localService ? 0 : 2) + (v.default ? 0 : 1);
  };
  return [...english].sort((a, b) => rank(a) - rank(b))[0]!;
}

/** 'speak' when the browser can say a word in English; 'show' otherwise (the word is shown instead). */
export function speechMode(hasSynthesis: boolean, voices: readonly VoiceInfo[]): 'speak' | 'show' {
  return hasSynthesis && chooseVoice(voices) !== null ? 'speak' : 'show';
}
