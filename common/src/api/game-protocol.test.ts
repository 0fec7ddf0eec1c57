import { describe, expect, it } from 'vitest';
import { PRINTABLE_KINDS, readGameToHostMessage } from './game-protocol';

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

describe("the title's printables message", () => {
  it('is read with or without the choice to open on', () => {
    expect(readGameToHostMessage({ type: 'printables' })).toEqual({ type: 'printables' });
    expect(readGameToHostMessage({ type: 'printables', extra: 1 })).toEqual({ type: 'printables' });
    for (const kind of PRINTABLE_KINDS) {
      expect(readGameToHostMessage({ type: 'printables', kind })).toEqual({ type: 'printables', kind });
    }
  });

  it('is ignored with a choice the dialog does not have', () => {
    expect(readGameToHostMessage({ type: 'printables', kind: 'poster' })).toBeNull();
    expect(readGameToHostMessage({ type: 'printables', kind: null })).toBeNull();
    expect(readGameToHostMessage({ type: 'printables', kind: ['bingo'] })).toBeNull();
  });
});
