import Phaser from 'phaser';
import { loadTemplateImages } from '../images/kit-images';
import { getKit } from '../kit';
import { KIT_SCENES } from '../scene-keys';
import { STAGE_HEIGHT, STAGE_WIDTH } from '../stage';
import { FONT_FAMILY, TEXT } from '../ui/theme';

/**
 * Loads what every game needs before the title screen: the rounded font (Phaser draws text once, so it must be
 * there first), the template's pictures with their fallbacks, and the saved progress from the host.
 */
export class BootScene extends Phaser.Scene {
  constructor() {
    super(KIT_SCENES.boot);
  }

  create(): void {
    const kit = getKit(this);
    const label = this.add.text(STAGE_WIDTH / 2, STAGE_HEIGHT / 2, 'Loading…', TEXT.title).setOrigin(0.5);
    this.tweens.add({ targets: label, alpha: 0.4, duration: 600, yoyo: true, repeat: -1 });
    void Promise.all([loadFonts(), loadTemplateImages(this, kit.data, kit.rng), kit.bridge.requestSave()]).then(
      ([, images, save]) => {
        kit.images = images;
        kit.gameBackground = images.background();
        kit.applySave(save);
        this.scene.launch(KIT_SCENES.overlay);
        kit.goTo(KIT_SCENES.title);
      },
    );
  }
}

/** Waits (at most 2 s) for the weights the kit uses; a slow font must not hold the class up. */
async function loadFonts(): Promise<void> {
  if (!('fonts' in document)) return;
  const family = FONT_FAMILY.split(',')[0]!;
  const fonts = Promise.all([document.fonts.load(`700 48px ${family}`), document.fonts.load(`800 48px ${family}`)]);
  await Promise.race([fonts.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 2000))]);
}
