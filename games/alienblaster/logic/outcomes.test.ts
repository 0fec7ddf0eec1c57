import { describe, expect, it } from 'vitest';
import { wordOutcome } from '../../mechanics/outcomes/word-events';
import { shotEvent, timeUpEvent } from './outcomes';
import { dropWord, newRound, shoot, startWord, timeUp } from './round';

describe("the outcomes of Alien Blaster's words", () => {
  it('counts the first wrong letter of a word as one wrong try, and the word shot to its end right', () => {
    const round = newRound(0);
    startWord(round, 'cat');
    const outcomes: string[] = [];
    let missed = false;
    for (const letter of 'cxyat') {
      const shot = shoot(round, letter, 'point');
      const event = shotEvent(shot, missed);
      if (shot.kind === 'miss') missed = true;
      if (event) outcomes.push(wordOutcome(event));
    }
    expect(outcomes).toEqual(['wrong', 'right']);
    expect(shotEvent(shoot(round, 'c', 'point'), false)).toBeNull(); // no word: ignored
  });

  it('counts the word the clock ran out on wrong, and nothing between words', () => {
    const round = newRound(0);
    startWord(round, 'dog');
    shoot(round, 'd', 'nothing');
    timeUp(round);
    const event = timeUpEvent(round);
    expect(event && wordOutcome(event)).toBe('wrong');

    const between = newRound(1);
    startWord(between, 'dog');
    dropWord(between);
    timeUp(between);
    expect(timeUpEvent(between)).toBeNull();
  });
});
