import { describe, expect, it } from 'vitest';
import { Countdown } from '../../kit/logic/countdown';
import {
  dropWord,
  LETTER_POINTS,
  neededLetter,
  newRound,
  ROUND_SECONDS,
  roundSummary,
  shoot,
  startWord,
  timeUp,
  WORD_POINTS,
  WORDS_PER_ROUND,
  WRONG_SECONDS,
} from './round';

const blast = (round: ReturnType<typeof newRound>, word: string) =>
  [...word].map((letter) => shoot(round, letter, 'point'));

describe('shooting the letters in order', () => {
  it('fills the blanks one by one and scores each letter, and the word', () => {
    const round = newRound(1);
    startWord(round, 'cat');
    expect(neededLetter(round)).toBe('c');
    expect(shoot(round, 'c', 'point')).toEqual({
      kind: 'hit',
      letter: 'c',
      slot: 0,
      points: LETTER_POINTS,
      wordDone: false,
      roundOver: false,
    });
    expect(shoot(round, 'a', 'point')).toMatchObject({ kind: 'hit', slot: 1, points: 1 });
    expect(shoot(round, 't', 'point')).toMatchObject({ kind: 'hit', slot: 2, points: 1 + WORD_POINTS, wordDone: true });
    expect(round).toMatchObject({ completed: 1, hits: 3, misses: 0, word: null, ended: null });
    expect(neededLetter(round)).toBeNull();
    expect(shoot(round, 'x', 'point')).toEqual({ kind: 'ignored' });
  });

  it('counts a letter of the word shot out of order as wrong', () => {
    const round = newRound(0);
    startWord(round, 'zebra');
    expect(shoot(round, 'e', 'point')).toMatchObject({ kind: 'miss', letter: 'e' });
    expect(neededLetter(round)).toBe('z');
  });

  it('takes a repeated letter once per blank', () => {
    const round = newRound(0);
    startWord(round, 'see');
    expect(blast(round, 'see').map((o) => o.kind === 'hit' && o.slot)).toEqual([0, 1, 2]);
    expect(round.completed).toBe(1);
  });

  it('makes a wrong letter cost what the teacher chose: a point, 3 seconds or nothing', () => {
    const round = newRound(0);
    startWord(round, 'dog');
    expect(shoot(round, 'x', 'point')).toEqual({ kind: 'miss', letter: 'x', points: -1, seconds: 0 });
    expect(shoot(round, 'x', 'time')).toEqual({ kind: 'miss', letter: 'x', points: 0, seconds: WRONG_SECONDS });
    expect(shoot(round, 'x', 'nothing')).toEqual({ kind: 'miss', letter: 'x', points: 0, seconds: 0 });
    expect(round.misses).toBe(3);
  });
});

describe('the end of a round', () => {
  it('comes with the second completed word, with time left', () => {
    expect(WORDS_PER_ROUND).toBe(2);
    const round = newRound(0);
    startWord(round, 'cat');
    expect(blast(round, 'cat').at(-1)).toMatchObject({ wordDone: true, roundOver: false });
    startWord(round, 'dog');
    expect(blast(round, 'dog').at(-1)).toMatchObject({ wordDone: true, roundOver: true });
    expect(round.ended).toBe('words');
    // Nothing more is played: no word starts, no shot counts, the clock's end changes nothing.
    startWord(round, 'lion');
    expect(neededLetter(round)).toBeNull();
    expect(shoot(round, 'l', 'point')).toEqual({ kind: 'ignored' });
    expect(timeUp(round)).toBe(false);
    expect(roundSummary(round, 'Red')).toBe('Red blasted 2 words in time!');
  });

  it('comes after 60 seconds of play, a word in progress unfinished', () => {
    expect(ROUND_SECONDS).toBe(60);
    const round = newRound(0);
    const clock = new Countdown(ROUND_SECONDS * 1000);
    startWord(round, 'zebra');
    blast(round, 'zeb');
    // The scene's timer: 59.9 s go by, then the last tenth.
    expect(clock.tick(59_900)).toBe(false);
    expect(round.ended).toBeNull();
    if (clock.tick(100)) timeUp(round);
    expect(round).toMatchObject({ ended: 'time', completed: 0, hits: 3 });
    expect(shoot(round, 'r', 'point')).toEqual({ kind: 'ignored' });
    expect(roundSummary(round, 'Blue')).toBe('Time’s up! Blue blasted 0 words (3 letters).');
  });

  it('comes sooner when wrong letters cost seconds', () => {
    const round = newRound(0);
    const clock = new Countdown(ROUND_SECONDS * 1000);
    startWord(round, 'cat');
    for (let i = 0; i < 5; i++) {
      const miss = shoot(round, 'q', 'time');
      if (miss.kind === 'miss') clock.add(-miss.seconds * 1000);
    }
    expect(clock.tick(ROUND_SECONDS * 1000 - 5 * WRONG_SECONDS * 1000)).toBe(true);
  });

  it('does not count a skipped or revealed word', () => {
    const round = newRound(0);
    startWord(round, 'cat');
    blast(round, 'ca');
    dropWord(round);
    expect(neededLetter(round)).toBeNull();
    startWord(round, 'dog');
    blast(round, 'dog');
    expect(round).toMatchObject({ completed: 1, ended: null });
    expect(roundSummary({ ...round, ended: 'time' }, 'Red')).toBe('Time’s up! Red blasted 1 word (5 letters).');
  });
});
