import { describe, expect, it } from 'vitest';
import { wordOutcome } from '../../mechanics/outcomes/word-events';
import { teacherEvent, tryEvent } from './outcomes';
import { newSafe, type Safe, typeLetter } from './safe';

const typeWord = (safe: Safe, word: string) => [...word].map((letter) => tryEvent(typeLetter(safe, letter)));
const outcome = (event: ReturnType<typeof tryEvent>) => (event ? wordOutcome(event) : null);

describe("the outcome of a safe's word", () => {
  it('is right when the safe opens, on whichever try; a wrong try with tries left is nothing yet', () => {
    const safe = newSafe('cat', false);
    expect(typeWord(safe, 'cot').map(outcome)).toEqual([null, null, null]);
    expect(typeWord(safe, 'cat').map(outcome)).toEqual([null, null, 'right']);
  });

  it('is wrong when its tries run out', () => {
    const safe = newSafe('cat', true);
    expect(typeWord(safe, 'ot').map(outcome)).toEqual([null, null]);
    expect(typeWord(safe, 'ut').map(outcome)).toEqual([null, null]);
    expect(typeWord(safe, 'ab').map(outcome)).toEqual([null, 'wrong']);
    expect(typeWord(safe, 'at').map(outcome)).toEqual([null, null]); // done: the keys do nothing
  });

  it("is the teacher's: revealed or skipped", () => {
    expect(wordOutcome(teacherEvent(true))).toBe('revealed');
    expect(wordOutcome(teacherEvent(false))).toBe('skipped');
  });
});
