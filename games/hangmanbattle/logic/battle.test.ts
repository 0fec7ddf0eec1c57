import { describe, expect, it } from 'vitest';
import {
  applyLuck,
  blanks,
  endTurn,
  guess,
  guessesAgain,
  isSolved,
  luckTurns,
  newBattle,
  newWord,
  readBattle,
  rivalOf,
  standing,
  winnerOf,
} from './battle';

describe('a guess', () => {
  it('fills the blanks of a right letter and fires one hit per time it is in the word', () => {
    const battle = newBattle(2, 5);
    const word = newWord('banana');
    const outcome = guess(battle, word, 'a');
    expect(outcome).toMatchObject({ kind: 'right', team: 0, count: 3, solved: false, winner: null });
    expect(outcome.kind === 'right' && outcome.hits).toEqual([
      { target: 1, damage: 1, blocked: false },
      { target: 1, damage: 1, blocked: false },
      { target: 1, damage: 1, blocked: false },
    ]);
    expect(battle.hearts).toEqual([5, 2]);
    expect(blanks(word)).toEqual([null, 'a', null, 'a', null, 'a']);
  });

  it('costs the guessing team a heart for a wrong letter, and loses the word at its limit', () => {
    const battle = newBattle(2, 5);
    const word = newWord('cat', 2);
    expect(guess(battle, word, 'z')).toMatchObject({ kind: 'wrong', team: 0, lost: false });
    expect(guess(battle, word, 'q')).toMatchObject({ kind: 'wrong', team: 0, lost: true });
    expect(battle.hearts).toEqual([3, 5]);
    expect(guess(battle, word, 'c')).toEqual({ kind: 'ignored' });
  });

  it('ignores a letter already tried', () => {
    const battle = newBattle(2, 5);
    const word = newWord('cat');
    guess(battle, word, 'c');
    expect(guess(battle, word, 'c')).toEqual({ kind: 'ignored' });
  });

  it('says when the word is solved', () => {
    const battle = newBattle(3, 5);
    const word = newWord('dog');
    guess(battle, word, 'd');
    guess(battle, word, 'o');
    expect(guess(battle, word, 'g')).toMatchObject({ kind: 'right', solved: true });
    expect(isSolved(word)).toBe(true);
  });

  it('aims at the rival with the most hearts, the next in turn on a tie, never a team that is out', () => {
    const battle = newBattle(4, 5);
    battle.hearts = [5, 3, 4, 4];
    expect(rivalOf(battle, 0)).toBe(2);
    expect(rivalOf(battle, 2)).toBe(0);
    battle.hearts = [5, 0, 0, 0];
    expect(rivalOf(battle, 0)).toBeNull();
  });

  it('knocks a team out at no hearts; the last team standing wins', () => {
    const battle = newBattle(3, 1);
    const word = newWord('aab');
    const outcome = guess(battle, word, 'a');
    expect(outcome).toMatchObject({ kind: 'right', knockedOut: [1, 2], winner: 0 });
    expect(standing(battle)).toEqual([0]);
    expect(winnerOf(battle)).toBe(0);
  });
});

describe('the luck wheel', () => {
  it('doubles a team’s hits while its boost lasts', () => {
    const battle = newBattle(2, 6);
    applyLuck(battle, 0, 'double', 2);
    guess(battle, newWord('cat'), 'c');
    expect(battle.hearts).toEqual([6, 4]);
  });

  it('shields a team from its rivals’ powers (not from its own wrong letters)', () => {
    const battle = newBattle(2, 6);
    applyLuck(battle, 1, 'shield', 3);
    const outcome = guess(battle, newWord('cat'), 'c');
    expect(outcome.kind === 'right' && outcome.hits).toEqual([{ target: 1, damage: 0, blocked: true }]);
    expect(battle.hearts).toEqual([6, 6]);
  });

  it('gives an extra guess now and on each of the boost’s turns', () => {
    const battle = newBattle(2, 6);
    const word = newWord('zebra');
    guess(battle, word, 'z');
    expect(guessesAgain(battle)).toBe(false);
    applyLuck(battle, 0, 'extra', 2);
    expect(guessesAgain(battle)).toBe(true);
    guess(battle, word, 'e');
    expect(guessesAgain(battle)).toBe(false);
    endTurn(battle);
    expect(battle.turn).toBe(1);
    expect(battle.guessesLeft).toBe(1);
    endTurn(battle);
    expect(battle.turn).toBe(0);
    expect(battle.guessesLeft).toBe(2);
  });

  it('lasts 2 or 3 of the team’s turns, then is gone', () => {
    const turns = new Set(Array.from({ length: 200 }, (_, i) => luckTurns(() => (i % 10) / 10)));
    expect([...turns].sort()).toEqual([2, 3]);
    const battle = newBattle(2, 6);
    applyLuck(battle, 0, 'double', 2);
    endTurn(battle); // team 0's first turn with it
    expect(battle.boosts[0]).toEqual({ kind: 'double', turns: 1 });
    endTurn(battle); // team 1
    expect(battle.boosts[0]).toEqual({ kind: 'double', turns: 1 });
    endTurn(battle); // team 0's second turn
    expect(battle.boosts[0]).toBeNull();
  });

  it('gives nothing on a blank segment', () => {
    const battle = newBattle(2, 6);
    applyLuck(battle, 0, 'none', 3);
    expect(battle.boosts).toEqual([null, null]);
  });
});

describe('turns', () => {
  it('skip a team that is out', () => {
    const battle = newBattle(3, 5);
    battle.hearts = [5, 0, 5];
    expect(endTurn(battle)).toBe(2);
    expect(endTurn(battle)).toBe(0);
  });

  it('read a saved battle back, and refuse a broken or another class’s one', () => {
    const battle = newBattle(3, 5);
    applyLuck(battle, 1, 'shield', 2);
    expect(readBattle(JSON.parse(JSON.stringify(battle)), 3)).toEqual(battle);
    expect(readBattle(battle, 2)).toBeNull();
    expect(readBattle({ ...battle, hearts: [1, 'x', 3] }, 3)).toBeNull();
    expect(readBattle({ ...battle, turn: 7 }, 3)).toBeNull();
    expect(readBattle(null, 3)).toBeNull();
  });
});
