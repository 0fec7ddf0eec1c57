import type Phaser from 'phaser';
import { IMAGE_TYPES, type GameImage, type ImageColour, type ImageType } from '@playwords/common';
import type { Rng } from '../logic/rng';
import type { KitTemplateData } from '../template-data';
import { drawFallbackTextures, drawnKey } from './drawn-images';

/** A picture ready to draw: `key` is a loaded texture (the teacher's, the official one, or a drawn shape). */
export interface KitImage {
  type: ImageType;
  id: number;
  name: string;
  key: string;
  colour: ImageColour | null;
  /** Texture keys of the image's own powers (projectiles); may be empty — use `KitImages.powersOf`. */
  powers: string[];
}

/** The template's pictures by type, with fallbacks already applied. */
export class KitImages {
  private readonly byType: Record<ImageType, KitImage[]>;
  private readonly defaultPower = new Map<string, string>();
  private readonly rng: Rng;

  constructor(byType: Record<ImageType, KitImage[]>, rng: Rng) {
    this.byType = byType;
    this.rng = rng;
  }

  /** Every picture of a type; never empty (a drawn stand-in when the template has none). */
  all(type: ImageType): readonly KitImage[] {
    return this.byType[type];
  }

  pick(type: ImageType): KitImage {
    return this.rng.pick(this.byType[type]);
  }

  /** A background picked at random for this game. */
  background(): KitImage {
    return this.pick('backgrounds');
  }

  /**
   * Projectile textures an image fires: its own powers, or else one favourite projectile picked at random (and
   * kept for that image), or a drawn one (design/games.md: a character without powers gets a default projectile).
   */
  powersOf(image: KitImage): readonly string[] {
    if (image.powers.length > 0) return image.powers;
    let key = this.defaultPower.get(image.key);
    if (!key) {
      key = this.pick('projectiles').key;
      this.defaultPower.set(image.key, key);
    }
    return [key];
  }
}

const keyOf = (type: ImageType, id: number) => `img:${type}:${id}`;
const powerKeyOf = (id: number) => `img:power:${id}`;

/** Loads everything queued on the scene's loader; resolves with the keys that failed. */
function loadAll(scene: Phaser.Scene): Promise<Set<string>> {
  return new Promise((resolve) => {
    const failed = new Set<string>();
    const onError = (file: Phaser.Loader.File) => failed.add(file.key);
    scene.load.on('loaderror', onError);
    scene.load.once('complete', () => {
      scene.load.off('loaderror', onError);
      resolve(failed);
    });
    scene.load.start();
  });
}

/**
 * Loads the template's pictures (crossOrigin anonymous, set in the game config) in up to two passes: the
 * teacher's pictures and powers; then, for each that failed, the official picture of its type. What still fails
 * is drawn. Call from a scene's `create` (the loader is idle there).
 */
export async function loadTemplateImages(scene: Phaser.Scene, data: KitTemplateData, rng: Rng): Promise<KitImages> {
  drawFallbackTextures(scene);
  const wanted = new Map<string, string>(); // texture key → URL
  for (const type of IMAGE_TYPES) {
    for (const image of data.images[type] ?? []) {
      wanted.set(keyOf(type, image.id), image.image);
      for (const power of image.power) wanted.set(powerKeyOf(power.id), power.image);
    }
  }
  for (const [key, url] of wanted) if (!scene.textures.exists(key)) scene.load.image(key, url);
  const failed = wanted.size > 0 ? await loadAll(scene) : new Set<string>();

  // Second pass: the official picture of the same type, under a key of its own.
  const official = (type: ImageType, index: number): GameImage | undefined => {
    const list = data.official?.[type] ?? [];
    return list.length > 0 ? list[index % list.length] : undefined;
  };
  const replacement = new Map<string, string>(); // failed key → key to use instead
  let pass2 = 0;
  const queueOfficial = (failedKey: string, type: ImageType, index: number) => {
    const stand = official(type, index);
    if (!stand) return;
    const key = `img:official:${type}:${stand.id}`;
    replacement.set(failedKey, key);
    if (!scene.textures.exists(key) && !failed.has(key)) {
      scene.load.image(key, stand.image);
      pass2++;
    }
  };
  for (const type of IMAGE_TYPES) {
    (data.images[type] ?? []).forEach((image, index) => {
      const key = keyOf(type, image.id);
      if (failed.has(key)) queueOfficial(key, type, index);
      image.power.forEach((power, p) => {
        if (failed.has(powerKeyOf(power.id))) queueOfficial(powerKeyOf(power.id), 'projectiles', p);
      });
    });
  }
  const failedOfficial = pass2 > 0 ? await loadAll(scene) : new Set<string>();

  const resolveKey = (key: string, type: ImageType) => {
    if (!failed.has(key)) return key;
    const stand = replacement.get(key);
    return stand && !failedOfficial.has(stand) && scene.textures.exists(stand) ? stand : drawnKey(type);
  };
  const byType = {} as Record<ImageType, KitImage[]>;
  for (const type of IMAGE_TYPES) {
    byType[type] = (data.images[type] ?? []).map((image) => ({
      type,
      id: image.id,
      name: image.name,
      key: resolveKey(keyOf(type, image.id), type),
      colour: image.color,
      powers: image.power.map((p) => resolveKey(powerKeyOf(p.id), 'projectiles')),
    }));
    if (byType[type].length === 0) {
      byType[type] = [{ type, id: 0, name: type, key: drawnKey(type), colour: null, powers: [] }];
    }
  }
  return new KitImages(byType, rng);
}
