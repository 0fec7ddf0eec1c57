import { describe, expect, it } from 'vitest';
import { cellIndex } from './board';
import { firstTeam, newBoardGame, nextTeam, playTurn, type BoardGame, type TurnAnswer } from './game';

const SIZE = { columns: 7, rows: 6 };

/** Plays answers in order; every one must be a move that can be made. */
function play(game: BoardGame, answers: TurnAnswer[]): BoardGame {
  return answers.reduce((g, answer) => {
    const result = playTurn(g, answer);
    expect(result).not.toBeNull();
    return result!.game;
  }, game);
}

const right = (column: number): TurnAnswer => ({ right: true, column });
const WRONG: TurnAnswer = { right: false };

describe('turn order', () => {
  it('alternates two teams and goes round three', () => {
    expect([0, 1, 0].map((t) => nextTeam(t, 2))).toEqual([1, 0, 1]);
    expect([0, 1, 2].map((t) => nextTeam(t, 3))).toEqual([1, 2, 0]);
    let game = newBoardGame(SIZE, 3);
    const turns: number[] = [];
    for (const answer of [right(0), right(1), WRONG, right(2), WRONG, WRONG]) {
      turns.push(game.turn);
      game = playTurn(game, answer)!.game;
    }
    expect(turns).toEqual([0, 1, 2, 0, 1, 2]);
    expect(game.turn).toBe(0);
  });

  it('gives each board to the next team to start', () => {
    expect([1, 2, 3, 4].map((n) => firstTeam(n, 2))).toEqual([0, 1, 0, 1]);
    expect([1, 2, 3, 4].map((n) => firstTeam(n, 3))).toEqual([0, 1, 2, 0]);
    expect(newBoardGame(SIZE, 3, firstTeam(2, 3)).turn).toBe(1);
  });
});

describe('a turn', () => {
  it('drops the team’s counter where a right answer chose, and passes the turn', () => {
    const result = playTurn(newBoardGame(SIZE, 2, 1), right(3))!;
    expect(result.dropped).toEqual({ column: 3, row: 5, team: 1 });
    expect(result.game.board.cells[cellIndex(SIZE, 3, 5)]).toBe(1);
    expect(result.game).toMatchObject({ turn: 0, drops: 1, passes: 0, outcome: null });
  });

  it('passes the turn without a drop after a wrong answer or a skip', () => {
    const game = newBoardGame(SIZE, 2);
    const result = playTurn(game, WRONG)!;
    expect(result.dropped).toBeNull();
    expect(result.game.board).toEqual(game.board);
    expect(result.game).toMatchObject({ turn: 1, drops: 0, passes: 1 });
  });

  it('refuses a full column or a column off the board, changing nothing', () => {
    const full = play(newBoardGame({ columns: 5, rows: 4 }, 2), [right(0), right(0), right(0), right(0)]);
    expect(playTurn(full, right(0))).toBeNull();
    expect(playTurn(full, right(5))).toBeNull();
    expect(playTurn(full, right(-1))).toBeNull();
    expect(full.turn).toBe(0);
  });

  it('ends the board with four in a row: the winner, its line, and no more turns', () => {
    // Red (0) builds the bottom row; Blue (1) answers wrong once and stacks on Red.
    const game = play(newBoardGame(SIZE, 2), [right(0), right(0), right(1), WRONG, right(2), right(1), right(3)]);
    expect(game.outcome).toEqual({
      kind: 'win',
      team: 0,
      line: [0, 1, 2, 3].map((c) => cellIndex(SIZE, c, 5)),
    });
    expect(game.turn).toBe(0);
    expect(playTurn(game, right(5))).toBeNull();
    expect(playTurn(game, WRONG)).toBeNull();
  });

  it('lets a third team win', () => {
    // Red and Blue take turns along the bottom row; Yellow stacks four up the last column.
    const game = play(
      newBoardGame({ columns: 9, rows: 7 }, 3),
      [0, 2, 4, 6].flatMap((column) => [right(column), right(column + 1), right(8)]),
    );
    expect(game.outcome).toMatchObject({ kind: 'win', team: 2 });
  });

  it('calls a full board without four in a row a draw', () => {
    // 5 × 4 filled column pair by column pair in a pattern with no line of four: AABB / BBAA stripes.
    let game = newBoardGame({ columns: 5, rows: 4 }, 2);
    const order = [0, 1, 0, 1, 1, 0, 1, 0, 2, 3, 2, 3, 3, 2, 3, 2, 4, 4, 4, 4];
    for (const column of order) {
      const result = playTurn(game, right(column));
      expect(result, `column ${column}`).not.toBeNull();
      game = result!.game;
      if (game.outcome?.kind === 'win') throw new Error(`a win at column ${column}`);
    }
    expect(game.outcome).toEqual({ kind: 'draw' });
    expect(game.drops).toBe(20);
  });
});
