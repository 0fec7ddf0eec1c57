import { describe, expect, it } from 'vitest';
import { chooseVoice, languageOf, speechMode, type VoiceInfo } from './speech-choice';

const voice = (name: string, lang: string, localService = true, isDefault = false): VoiceInfo => ({
  name,
  lang,
  localService,
  default: isDefault,
});

describe('speech choice', () => {
  it('shows the word when the browser has no speech synthesis or no English voice', () => {
    expect(speechMode(false, [voice('en', 'en-GB')])).toBe('show');
    expect(speechMode(true, [])).toBe('show');
    expect(speechMode(true, [voice('Anna', 'de-DE'), voice('Amélie', 'fr-CA')])).toBe('show');
  });

  it('speaks when an English voice exists', () => {
    expect(speechMode(true, [voice('Anna', 'de-DE'), voice('Sam', 'en-ZA')])).toBe('speak');
  });

  it('prefers a British or American voice on the machine over a network or other English voice', () => {
    const voices = [
      voice('Network UK', 'en-GB', false),
      voice('Local ZA', 'en-ZA'),
      voice('Local US', 'en_US'),
      voice('German', 'de-DE', true, true),
    ];
    expect(chooseVoice(voices)?.name).toBe('Network UK');
    expect(chooseVoice(voices.filter((v) => v.lang !== 'en-GB'))?.name).toBe('Local US');
    expect(chooseVoice([voice('Net', 'en-US', false), voice('Local', 'en-US')])?.name).toBe('Local');
    expect(chooseVoice([voice('Plain', 'en')])?.name).toBe('Plain');
    expect(chooseVoice([voice('English-ish', 'eng-XX')])).toBeNull();
  });
});

describe('words in other scripts', () => {
  it('says a word in the language its script shows, English otherwise', () => {
    expect(languageOf('苹果')).toBe('zh');
    expect(languageOf('りんご')).toBe('ja');
    expect(languageOf('林檎 りんご')).toBe('ja');
    expect(languageOf('사과')).toBe('ko');
    expect(languageOf('яблоко')).toBe('ru');
    for (const word of ['ice cream', 'T-shirt', '2nd', 'café', 'naïve']) expect(languageOf(word)).toBe('en');
  });

  it('finds a voice of that language, Mainland Chinese first, or none', () => {
    const voices = [
      voice('UK', 'en-GB'),
      voice('Taiwan', 'zh-TW'),
      voice('Mainland', 'zh-CN', false),
      voice('Cantonese', 'yue-HK'),
      voice('Japan', 'ja-JP'),
    ];
    expect(chooseVoice(voices, 'zh')?.name).toBe('Mainland');
    expect(chooseVoice(voices, 'ja')?.name).toBe('Japan');
    expect(chooseVoice(voices, 'ko')).toBeNull();
    expect(chooseVoice(voices)?.name).toBe('UK');
  });
});
