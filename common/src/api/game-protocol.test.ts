import { describe, expect, it } from 'vitest';
import { readGameToHostMessage } from './game-protocol';

describe("the game's print message (Twister's mat)", () => {
  const print = { type: 'print', document: 'twister-mat', paper: 'a4', theme: 'Zoo', words: ['cat', 'dog'] };

  it('is read with its paper, theme and words', () => {
    expect(readGameToHostMessage(print)).toEqual(print);
    expect(readGameToHostMessage({ ...print, paper: 'letter', extra: 1 })).toEqual({ ...print, paper: 'letter' });
  });

  it('is ignored with another document, paper, or words that are not strings', () => {
    expect(readGameToHostMessage({ ...print, document: 'poster' })).toBeNull();
    expect(readGameToHostMessage({ ...print, paper: 'a3' })).toBeNull();
    expect(readGameToHostMessage({ ...print, theme: 7 })).toBeNull();
    expect(readGameToHostMessage({ ...print, words: 'cat' })).toBeNull();
    expect(readGameToHostMessage({ ...print, words: ['cat', 2] })).toBeNull();
  });
});
