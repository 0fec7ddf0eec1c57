import { describe, expect, it } from 'vitest';
import { findGame } from '../catalogue/games';
import { gameLockPrompt, gameNeedsPlanText, hasMatchingTrial, requiredPlanOf } from './games';

const game = (key: string) => findGame(key)!;
const trials = (pro: boolean, premium: boolean) => ({ used_pro_plan_trial: pro, used_premium_plan_trial: premium });

describe('game plans and prompts', () => {
  it('names the plan a game needs', () => {
    expect(requiredPlanOf(game('wordsearch'))).toBeNull();
    expect(requiredPlanOf(game('fighters'))).toBe('Pro');
    expect(requiredPlanOf(game('wordwheel'))).toBe('Pro');
    expect(requiredPlanOf(game('spacefight'))).toBe('Premium');
  });

  it('offers a trial while one would unlock the game', () => {
    expect(hasMatchingTrial(game('fighters'), trials(false, true))).toBe(true);
    // Premium includes every Pro game, so its trial unlocks Fighters too.
    expect(hasMatchingTrial(game('fighters'), trials(true, false))).toBe(true);
    expect(hasMatchingTrial(game('fighters'), trials(true, true))).toBe(false);
    expect(hasMatchingTrial(game('fourinarow'), trials(true, false))).toBe(true);
    expect(hasMatchingTrial(game('fourinarow'), trials(false, true))).toBe(false);
    expect(hasMatchingTrial(game('wordsearch'), trials(false, false))).toBe(false);
  });

  it('words the refusal by plan and trial', () => {
    expect(gameLockPrompt(game('twister'))).toBe('Unlock this game with Pro or Premium.');
    expect(gameLockPrompt(game('spacefight'))).toBe('A Premium beta game: unlock it with Premium.');
    expect(gameNeedsPlanText(game('twister'), true)).toBe(
      'Twister is part of Pro and Premium. Start a free trial on the Pricing page to play it.',
    );
    expect(gameNeedsPlanText(game('spacefight'), false)).toBe(
      'Space Fight is a beta game for Premium. Choose Premium on the Pricing page to play it.',
    );
  });
});
