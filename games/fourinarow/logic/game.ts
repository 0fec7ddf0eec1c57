// One board of Four In A Row, turn by turn: the team whose turn it is answers (says the word over the column it
// chose, or finds the spoken word's column); a right answer drops its counter there, a wrong one (or a skip) passes
// the turn without a drop. Four in a row wins the board; a full board without one is a draw. Pure.
import { drop, isBoardFull, newBoard, winningLine, type Board, type BoardSize } from './board';

export type Outcome = { kind: 'win'; team: number; line: number[] } | { kind: 'draw' };

export interface BoardGame {
  board: Board;
  teams: number;
  /** The team whose turn it is (0-based). */
  turn: number;
  /** Counters dropped so far. */
  drops: number;
  /** Turns that passed without a drop (a wrong answer or a skip). */
  passes: number;
  /** Set when the board is over. */
  outcome: Outcome | null;
}

/** The team that starts board `number` (1, 2, …): the teams take it in turns, so no team always goes first. */
export function firstTeam(number: number, teams: number): number {
  return (((number - 1) % teams) + teams) % teams;
}

/** The team after `turn`: two teams alternate, three go round. */
export function nextTeam(turn: number, teams: number): number {
  return (turn + 1) % teams;
}

export function newBoardGame(size: BoardSize, teams: number, first = 0): BoardGame {
  return { board: newBoard(size), teams, turn: first, drops: 0, passes: 0, outcome: null };
}

/** What a turn was: a right answer for a column, or no drop (a wrong answer, a skip, the teacher's Skip). */
export type TurnAnswer = { right: true; column: number } | { right: false };

export interface TurnResult {
  game: BoardGame;
  /** Where the counter landed (null: the turn passed without one). */
  dropped: { column: number; row: number; team: number } | null;
}

/**
 * Plays the turn of the team whose turn it is. Null for a move that cannot be made (the board is over, or the
 * column is full or not on the board): the scene never offers one, and nothing changes.
 */
export function playTurn(game: BoardGame, answer: TurnAnswer): TurnResult | null {
  if (game.outcome) return null;
  const team = game.turn;
  if (!answer.right) {
    return { game: { ...game, turn: nextTeam(team, game.teams), passes: game.passes + 1 }, dropped: null };
  }
  const landed = drop(game.board, answer.column, team);
  if (!landed) return null;
  const line = winningLine(landed.board, answer.column, landed.row);
  const outcome: Outcome | null = line
    ? { kind: 'win', team, line }
    : isBoardFull(landed.board)
      ? { kind: 'draw' }
      : null;
  return {
    game: {
      ...game,
      board: landed.board,
      drops: game.drops + 1,
      outcome,
      // The turn stays with the winner (the board is over); otherwise it passes.
      turn: outcome ? team : nextTeam(team, game.teams),
    },
    dropped: { column: answer.column, row: landed.row, team },
  };
}
