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

/** Pictures being fetched, per texture manager and key, so two callers never fetch one twice. */
const inFlight = new WeakMap<Phaser.Textures.TextureManager, Map<string, Promise<boolean>>>();

/**
 * Loads one picture into a texture, with CORS (WebGL refuses tainted images, and the frame's origin is opaque);
 * resolves false when it fails. Independent of any scene's loader, so pictures keep loading while scenes change
 * (a scene's loader stops with its scene).
 */
export function loadTexture(textures: Phaser.Textures.TextureManager, key: string, url: string): Promise<boolean> {
  if (textures.exists(key)) return Promise.resolve(true);
  let byKey = inFlight.get(textures);
  if (!byKey) {
    byKey = new Map();
    inFlight.set(textures, byKey);
  }
  const pending = byKey.get(key);
  if (pending) return pending;
  const loading = new Promise<boolean>((resolve) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.decoding = 'async';
    image.onload = () => {
      if (!textures.exists(key)) textures.addImage(key, image);
      resolve(true);
    };
    image.onerror = () => resolve(false);
    image.src = url;
  });
  byKey.set(key, loading);
  void loading.then(() => byKey.delete(key));
  return loading;
}

/** What the kit loads, in the order it needs it. */
export interface TemplateImageLoad {
  /** The game's background, loaded first: the title screen needs it, nothing else. */
  background: Promise<KitImage>;
  /** Every picture (the background included), loaded after the background: play scenes need them. */
  images: Promise<KitImages>;
}

/**
 * Loads the template's pictures: the game's background first (picked now, so the title screen can show as soon as
 * it is there), then all the others at once. Each picture that fails falls back to the official picture of its
 * type (under a key of its own), then to a drawn shape. Call from a scene's `create` (it draws the fallbacks).
 */
export function loadTemplateImages(scene: Phaser.Scene, data: KitTemplateData, rng: Rng): TemplateImageLoad {
  drawFallbackTextures(scene);
  const textures = scene.textures;
  const official = (type: ImageType, index: number): GameImage | undefined => {
    const list = data.official?.[type] ?? [];
    return list.length > 0 ? list[index % list.length] : undefined;
  };
  /** The texture key to draw for a picture: its own, else the official stand-in, else the drawn one. */
  const resolve = async (key: string, url: string, type: ImageType, index: number): Promise<string> => {
    if (await loadTexture(textures, key, url)) return key;
    const stand = official(type, index);
    if (stand && (await loadTexture(textures, `img:official:${type}:${stand.id}`, stand.image))) {
      return `img:official:${type}:${stand.id}`;
    }
    return drawnKey(type);
  };
  const imageOf = async (type: ImageType, image: GameImage, index: number): Promise<KitImage> => ({
    type,
    id: image.id,
    name: image.name,
    key: await resolve(keyOf(type, image.id), image.image, type, index),
    colour: image.color,
    powers: await Promise.all(
      image.power.map((power, p) => resolve(powerKeyOf(power.id), power.image, 'projectiles', p)),
    ),
  });
  const stand = (type: ImageType): KitImage => ({
    type,
    id: 0,
    name: type,
    key: drawnKey(type),
    colour: null,
    powers: [],
  });

  // The same draw from the game's random order as picking from the loaded list used to be.
  const backgrounds = data.images.backgrounds ?? [];
  const chosen = rng.int(Math.max(1, backgrounds.length));
  const background = backgrounds[chosen]
    ? imageOf('backgrounds', backgrounds[chosen], chosen)
    : Promise.resolve(stand('backgrounds'));

  const images = background.then(async (first) => {
    const byType = {} as Record<ImageType, KitImage[]>;
    await Promise.all(
      IMAGE_TYPES.map(async (type) => {
        const list = data.images[type] ?? [];
        byType[type] =
          list.length === 0
            ? [stand(type)]
            : await Promise.all(
                list.map((image, index) =>
                  type === 'backgrounds' && index === chosen ? first : imageOf(type, image, index),
                ),
              );
      }),
    );
    return new KitImages(byType, rng);
  });
  return { background, images };
}
