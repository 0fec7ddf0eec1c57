import Phaser from 'phaser';
import { loadTemplateImages } from '../images/kit-images';
import { loadWordPictures } from '../images/word-pictures';
import { getKit } from '../kit';
import { KIT_SCENES } from '../scene-keys';
import { STAGE_HEIGHT, STAGE_WIDTH } from '../stage';
import { FONT_FAMILY, TEXT } from '../ui/theme';
import { kitText } from '../logic/i18n';

/**
 * Loads what the title screen needs, and only that, so the game is ready soon after the click on its card: the
 * rounded font (Phaser draws text once, so it must be there first), the game's background and the saved progress
 * from the host (the title offers 'Resume'). The other pictures (the words' too) load meanwhile; the kit waits for
 * them only when a play scene starts (`Kit.whenImagesReady`), by which time the teacher has usually chosen the teams.
 */
export class BootScene extends Phaser.Scene {
  constructor() {
    super(KIT_SCENES.boot);
  }

  create(): void {
    const kit = getKit(this);
    const label = this.add.text(STAGE_WIDTH / 2, STAGE_HEIGHT / 2, kitText('boot.loading'), TEXT.title).setOrigin(0.5);
    this.tweens.add({ targets: label, alpha: 0.4, duration: 600, yoyo: true, repeat: -1 });
    const pictures = loadTemplateImages(this, kit.data, kit.rng);
    // The words' pictures load beside the others; the title never waits for them, a play scene at most a few seconds.
    const words = loadWordPictures(this.textures, kit.pictures);
    kit.setImages(Promise.all([pictures.images, words]).then(([images]) => images));
    void Promise.all([loadFonts(), pictures.background, kit.bridge.requestSave()]).then(([, background, save]) => {
      kit.gameBackground = background;
      kit.applySave(save);
      this.scene.launch(KIT_SCENES.overlay);
      kit.goTo(KIT_SCENES.title);
    });
  }
}

/** Waits (at most 2 s) for the weights the kit uses; a slow font must not hold the class up. */
async function loadFonts(): Promise<void> {
  if (!('fonts' in document)) return;
  const family = FONT_FAMILY.split(',')[0]!;
  const fonts = Promise.all([document.fonts.load(`700 48px ${family}`), document.fonts.load(`800 48px ${family}`)]);
  await Promise.race([fonts.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 2000))]);
}
