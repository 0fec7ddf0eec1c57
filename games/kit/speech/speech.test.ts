import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Speech } from './speech';

// The browser's speech synthesis, as much of it as Speech uses: voices, speak, cancel.
class FakeUtterance {
  voice: { lang: string } | null = null;
  lang = '';
  rate = 1;
  constructor(readonly text: string) {}
}

function fakeWindow(langs: string[]) {
  const spoken: FakeUtterance[] = [];
  const voices = langs.map((lang) => ({ name: lang, lang, localService: true, default: false }));
  const speechSynthesis = {
    getVoices: () => voices,
    speak: (u: FakeUtterance) => spoken.push(u),
    cancel: () => undefined,
    addEventListener: () => undefined,
  };
  return { win: { speechSynthesis } as unknown as Window, spoken };
}

describe('Speech', () => {
  const saved = (globalThis as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
  beforeAll(() => {
    (globalThis as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance = FakeUtterance;
  });
  afterAll(() => {
    (globalThis as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance = saved;
  });

  it('says an English word in English and 苹果 in a Chinese voice', () => {
    const { win, spoken } = fakeWindow(['en-GB', 'zh-CN']);
    const speech = new Speech(win);
    expect(speech.say('ice cream')).toBe(true);
    expect(speech.say('苹果')).toBe(true);
    expect(spoken.map((u) => [u.text, u.lang])).toEqual([
      ['ice cream', 'en-GB'],
      ['苹果', 'zh-CN'],
    ]);
  });

  it('does not read 苹果 with an English voice: it cannot say it, so games show it', () => {
    const { win, spoken } = fakeWindow(['en-US']);
    const speech = new Speech(win);
    expect(speech.available).toBe(true);
    expect(speech.canSay('apple')).toBe(true);
    expect(speech.canSay('苹果')).toBe(false);
    expect(speech.say('苹果')).toBe(false);
    expect(spoken).toEqual([]);
    expect(speech.lastSaid).toBe('苹果');
  });
});
