/**
 * One round of Word Search: which words go into the grid, whose turn it is, what a selection does to the round.
 * Team scores live in the kit's TeamBoard; this keeps what only this game knows (found words, misses this turn,
 * the spoken target in listen mode) and answers what the scene must show.
 */
import { autoWordCount } from '../../mechanics/letter-grid/grid';

export { autoWordCount };
import { type Random, shuffleInPlace } from '@playwords/common';
import {
  countMiss,
  type Finds,
  isRoundOver,
  markFound,
  type MissRules,
  newFinds,
  REVEALED,
} from '../../mechanics/letter-grid/finds';
import { type Judgement } from '../../mechanics/letter-grid/selection';

export interface RoundRules extends MissRules {
  listen: boolean;
  /** 'word': 1 point per word; 'letters': a point per letter (long words are worth more). */
  scoring: 'word' | 'letters';
}

export { isRoundOver, resetTurn, REVEALED } from '../../mechanics/letter-grid/finds';

export interface RoundState extends Finds {
  /** Listen mode: placements in the order they are spoken, and the index of the one being asked. */
  listenOrder: number[];
  listenAt: number;
}

export function startRound(placements: number, rules: RoundRules, random: Random): RoundState {
  const order = Array.from({ length: placements }, (_, i) => i);
  return {
    ...newFinds(placements),
    listenOrder: rules.listen ? shuffleInPlace(order, random) : [],
    listenAt: 0,
  };
}

/** Listen mode: the placement being asked, or null when every word is done (or listen mode is off). */
export function currentTarget(state: RoundState): number | null {
  for (let i = state.listenAt; i < state.listenOrder.length; i++) {
    const placement = state.listenOrder[i] as number;
    if (state.foundBy[placement] === null) return placement;
  }
  return null;
}

export function doneFlags(state: RoundState): boolean[] {
  return state.foundBy.map((by) => by !== null);
}

/** What the scene does after a selection. */
export type Outcome =
  | { kind: 'ignored' }
  | { kind: 'found'; placement: number; team: number; points: number; turnPasses: boolean; roundOver: boolean }
  | { kind: 'again'; placement: number }
  | { kind: 'not-target'; placement: number; turnPasses: boolean }
  | { kind: 'miss'; turnPasses: boolean };

/**
 * Applies a judged selection by the team whose turn it is. A find scores and passes the turn (each team gets a
 * go); a miss passes it after `missesPerTurn` misses; a word found before costs nothing. Mutates `state`.
 */
export function applyJudgement(
  state: RoundState,
  judgement: Judgement,
  team: number,
  letters: number,
  teams: number,
  rules: RoundRules,
): Outcome {
  switch (judgement.kind) {
    case 'too-short':
    case 'not-straight':
      return { kind: 'ignored' };
    case 'already-found':
      return { kind: 'again', placement: judgement.placement };
    case 'found': {
      markFound(state, judgement.placement, team);
      advanceTarget(state);
      return {
        kind: 'found',
        placement: judgement.placement,
        team,
        points: rules.scoring === 'letters' ? letters : 1,
        turnPasses: teams > 1,
        roundOver: isRoundOver(state),
      };
    }
    case 'not-target':
      return { kind: 'not-target', placement: judgement.placement, turnPasses: countMiss(state, teams, rules) };
    case 'miss':
      return { kind: 'miss', turnPasses: countMiss(state, teams, rules) };
  }
}

/**
 * The teacher reveals a word (listen mode: the one being asked; otherwise the first hidden one). Returns the
 * placement shown, or null when nothing was hidden. Nobody scores for it.
 */
export function revealWord(state: RoundState): number | null {
  let placement = currentTarget(state);
  if (placement === null) {
    const hidden = state.foundBy.indexOf(null);
    placement = hidden < 0 ? null : hidden;
  }
  if (placement === null) return null;
  state.foundBy[placement] = REVEALED;
  advanceTarget(state);
  return placement;
}

/** Listen mode: moves past every asked word that is done, so the next `currentTarget` is a new one. */
function advanceTarget(state: RoundState): void {
  while (state.listenAt < state.listenOrder.length) {
    const placement = state.listenOrder[state.listenAt] as number;
    if (state.foundBy[placement] === null) return;
    state.listenAt++;
  }
}
