import type Phaser from 'phaser';
import { getKit } from '../kit';
import { STAGE_WIDTH } from '../stage';
import { addButton, type KitButton } from './button';
import { COLOURS } from './theme';
import { kitText } from '../logic/i18n';

export interface JudgeHandlers {
  onCorrect?: () => void;
  onWrong?: () => void;
  onSkip?: () => void;
  onReveal?: () => void;
  /**
   * Keys 1–4: the teacher says team 1–4 answered. The bar only reports it (and plays 'correct'): what it is worth
   * (a point, an attack, a turn) is the game's own rule, so the bar awards nothing.
   */
  onTeamKey?: (teamIndex: number) => void;
}

export interface JudgeBar {
  buttons: { correct: KitButton; wrong: KitButton; skip: KitButton; reveal: KitButton };
  setVisible(visible: boolean): void;
  destroy(): void;
}

const TEAM_KEYS = ['ONE', 'TWO', 'THREE', 'FOUR'] as const;

/**
 * The teacher's buttons for spoken answers: correct / wrong / skip / reveal (keys C, X, S, R), and keys 1–4 that
 * report a team's answer straight away (design/games.md § Judge bar). It scores nothing: the game does.
 */
export function addJudgeBar(scene: Phaser.Scene, handlers: JudgeHandlers, y = 990): JudgeBar {
  const kit = getKit(scene);
  const width = 330;
  const gap = 30;
  const left = STAGE_WIDTH / 2 - (4 * width + 3 * gap) / 2 + width / 2;
  const at = (i: number) => left + i * (width + gap);
  const buttons = {
    correct: addButton(scene, at(0), y, kitText('judge.correct'), () => handlers.onCorrect?.(), {
      width,
      colour: COLOURS.correct,
      key: 'C',
    }),
    wrong: addButton(scene, at(1), y, kitText('judge.wrong'), () => handlers.onWrong?.(), {
      width,
      colour: COLOURS.wrong,
      key: 'X',
    }),
    skip: addButton(scene, at(2), y, kitText('shared.skip'), () => handlers.onSkip?.(), {
      width,
      colour: COLOURS.neutral,
      key: 'S',
    }),
    reveal: addButton(scene, at(3), y, kitText('shared.reveal'), () => handlers.onReveal?.(), {
      width,
      colour: COLOURS.violet,
      key: 'R',
    }),
  };
  let visible = true;
  const keyboard = scene.input.keyboard;
  const teamKeyHandlers = TEAM_KEYS.map((name, index) => {
    const handler = () => {
      if (!visible || !handlers.onTeamKey || index >= kit.teams.count || !scene.sys.isActive()) return;
      kit.sfx.play('correct');
      handlers.onTeamKey(index);
    };
    keyboard?.on(`keydown-${name}`, handler);
    return [name, handler] as const;
  });
  const destroy = () => {
    for (const [name, handler] of teamKeyHandlers) keyboard?.off(`keydown-${name}`, handler);
    Object.values(buttons).forEach((b) => b.destroy());
  };
  scene.events.once('shutdown', () => {
    for (const [name, handler] of teamKeyHandlers) keyboard?.off(`keydown-${name}`, handler);
  });
  return {
    buttons,
    setVisible(value: boolean) {
      visible = value;
      Object.values(buttons).forEach((b) => b.setVisible(value));
    },
    destroy,
  };
}
