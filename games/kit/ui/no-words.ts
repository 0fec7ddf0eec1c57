import type Phaser from 'phaser';
import type { Kit } from '../kit';
import type { SettingsSchema } from '../logic';
import { KIT_SCENES } from '../scene-keys';
import { addButton } from './button';
import { COLOURS, TEXT, css } from './theme';
import { kitText } from '../logic/i18n';

/**
 * What a play scene shows when the list holds nothing playable (entries without a letter or digit): says so and
 * offers the way back to the title screen, so the class is never stuck.
 */
export function showNoWords<S extends SettingsSchema>(scene: Phaser.Scene, kit: Pick<Kit<S>, 'goTo'>): void {
  scene.add
    .text(960, 420, kitText('noWords.message'), {
      ...TEXT.heading,
      color: css(COLOURS.white),
      stroke: css(COLOURS.ink),
      strokeThickness: 12,
    })
    .setOrigin(0.5);
  addButton(scene, 960, 720, kitText('shared.titleScreen'), () => kit.goTo(KIT_SCENES.title), {
    width: 560,
    key: 'ENTER',
  });
}
