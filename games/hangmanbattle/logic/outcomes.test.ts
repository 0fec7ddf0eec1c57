import { describe, expect, it } from 'vitest';
import { wordOutcome } from '../../mechanics/outcomes/word-events';
import { guess, newBattle, newWord } from './battle';
import { guessEvent } from './outcomes';

describe("the outcome of Hangman Battle's word", () => {
  it('is right when its last letter is guessed, nothing before', () => {
    const battle = newBattle(2, 5);
    const word = newWord('cat', 3);
    expect(guessEvent(guess(battle, word, 'c'))).toBeNull();
    expect(guessEvent(guess(battle, word, 'x'))).toBeNull();
    expect(guessEvent(guess(battle, word, 'c'))).toBeNull(); // a letter guessed before is ignored
    expect(guessEvent(guess(battle, word, 'a'))).toBeNull();
    const last = guessEvent(guess(battle, word, 't'));
    expect(last).toBe('solved');
    expect(last && wordOutcome(last)).toBe('right');
  });

  it('is wrong when its wrong letters run out', () => {
    const battle = newBattle(2, 5);
    const word = newWord('cat', 2);
    expect(guessEvent(guess(battle, word, 'x'))).toBeNull();
    const lost = guessEvent(guess(battle, word, 'y'));
    expect(lost).toBe('failed');
    expect(lost && wordOutcome(lost)).toBe('wrong');
  });

  it('is left (skipped) when the battle is won before the word is solved or lost', () => {
    const battle = newBattle(2, 1);
    const word = newWord('banana', 6);
    // One wrong letter knocks the guessing team out: the other wins with the word still open.
    const event = guessEvent(guess(battle, word, 'z'));
    expect(event).toBe('left');
    expect(event && wordOutcome(event)).toBe('skipped');
  });
});
