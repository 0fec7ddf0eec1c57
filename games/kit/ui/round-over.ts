import type Phaser from 'phaser';
import { getKit, type RoundEnd } from '../kit';
import type { SettingsSchema } from '../logic/settings';
import { STAGE_WIDTH } from '../stage';
import { banner } from './screen';
import { kitText } from '../logic/i18n';

/** Over everything a play scene draws. */
const ROUND_OVER_DEPTH = 100;

/**
 * The end of a round of turns, the same in the games that count their turns (Open The Safe, Number Line,
 * Prepositions): the win sound and kitText('round.over') across the stage, then, a moment later, the podium after the game's
 * last round, or the round summary (`kit.endRound` with the next round's state) before the next.
 */
export function showRoundOver<State, C extends string>(
  scene: Phaser.Scene,
  end: RoundEnd<State, C> & { lastRound: boolean },
): void {
  const kit = getKit<SettingsSchema, State, C>(scene);
  kit.sfx.play('win');
  banner(scene, kitText('round.over'), STAGE_WIDTH / 2, 480, { size: 140, stay: true, depth: ROUND_OVER_DEPTH });
  const { lastRound, ...round } = end;
  scene.time.delayedCall(1800, () => {
    if (lastRound) kit.finishGame({ stats: round.stats });
    else kit.endRound(round);
  });
}
