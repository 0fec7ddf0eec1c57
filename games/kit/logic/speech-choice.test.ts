import { describe, expect, it } from 'vitest';
import { chooseVoice, speechMode, type VoiceInfo } from './speech-choice';

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
