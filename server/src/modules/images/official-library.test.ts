import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  IMAGE_COLOURS,
  IMAGE_MAX_POWERS,
  IMAGE_MAX_TAGS,
  IMAGE_NAME_MAX,
  IMAGE_TAG_MAX,
  IMAGE_TYPES,
  isValidImageName,
  type ImageType,
} from '@playwords/common';
import { BACKGROUND_HEIGHT, BACKGROUND_WIDTH, backgroundSvg, OFFICIAL_BACKGROUNDS } from './official-backgrounds';
import { EMOJI_SET_PATH, emojiSvg, loadEmoji } from './official-emoji';
import {
  OFFICIAL_COUNTS,
  OFFICIAL_EMOJI,
  renderOfficialLibrary,
  SPRITE_SIDE,
  type OfficialImage,
} from './official-library';

let library: OfficialImage[];
let renderMs: number;
beforeAll(async () => {
  const started = performance.now();
  library = await renderOfficialLibrary();
  renderMs = performance.now() - started;
  // Not a budget (shared machines are noisy, design/performance.md); printed so a slowdown is noticed.
  console.info(`official library: ${library.length} pictures rendered in ${Math.round(renderMs)} ms`);
});

const ofType = (type: ImageType) => library.filter((image) => image.type === type);

describe('the official library', () => {
  it('holds at least 14 characters, 14 monsters, 10 backgrounds and 14 projectiles, listed by type', () => {
    const counts = {
      characters: ofType('characters').length,
      monsters: ofType('monsters').length,
      backgrounds: ofType('backgrounds').length,
      projectiles: ofType('projectiles').length,
    };
    expect(counts).toEqual(OFFICIAL_COUNTS);
    expect(counts.characters).toBeGreaterThanOrEqual(14);
    expect(counts.monsters).toBeGreaterThanOrEqual(14);
    expect(counts.backgrounds).toBeGreaterThanOrEqual(10);
    expect(counts.projectiles).toBeGreaterThanOrEqual(14);
    expect(library.map((image) => image.type)).toEqual([
      ...Array<ImageType>(counts.characters).fill('characters'),
      ...Array<ImageType>(counts.monsters).fill('monsters'),
      ...Array<ImageType>(counts.backgrounds).fill('backgrounds'),
      ...Array<ImageType>(counts.projectiles).fill('projectiles'),
    ]);
  });

  it('names every image by the upload rule, at most 50 characters, unique within its type', () => {
    for (const image of library) {
      expect(isValidImageName(image.name), image.name).toBe(true);
      expect(image.name.length, image.name).toBeLessThanOrEqual(IMAGE_NAME_MAX);
      expect(image.name.trim(), image.name).toBe(image.name);
    }
    for (const type of IMAGE_TYPES) {
      const names = ofType(type).map((image) => image.name.toLowerCase());
      expect(new Set(names).size, type).toBe(names.length);
    }
  });

  it('gives characters a real colour from the list and every other type none', () => {
    const codes: readonly string[] = IMAGE_COLOURS.map(([, code]) => code);
    for (const image of ofType('characters')) {
      expect(codes, image.name).toContain(image.color);
      expect(image.color, image.name).not.toBe('ran');
    }
    for (const image of library.filter((i) => i.type !== 'characters')) expect(image.color, image.name).toBeNull();
  });

  it('tags every image with a few distinct lowercase tags within the limits', () => {
    for (const image of library) {
      expect(image.tags.length, image.name).toBeGreaterThanOrEqual(2);
      expect(image.tags.length, image.name).toBeLessThanOrEqual(Math.min(5, IMAGE_MAX_TAGS));
      expect(new Set(image.tags).size, image.name).toBe(image.tags.length);
      for (const tag of image.tags) {
        expect(tag, image.name).toMatch(/^[a-z]+( [a-z]+)*$/);
        expect(tag.length).toBeLessThanOrEqual(IMAGE_TAG_MAX);
      }
    }
  });

  it('gives characters and monsters 1 to 3 powers naming official projectiles, and nothing else powers', () => {
    const projectiles = new Set(ofType('projectiles').map((image) => image.name));
    for (const image of [...ofType('characters'), ...ofType('monsters')]) {
      expect(image.powers.length, image.name).toBeGreaterThanOrEqual(1);
      expect(image.powers.length, image.name).toBeLessThanOrEqual(Math.min(3, IMAGE_MAX_POWERS));
      expect(new Set(image.powers).size, image.name).toBe(image.powers.length);
      for (const power of image.powers) expect(projectiles, `${image.name} → ${power}`).toContain(power);
    }
    for (const image of [...ofType('backgrounds'), ...ofType('projectiles')]) expect(image.powers).toEqual([]);
  });

  it('renders sprites as 512×512 PNGs with a transparent surround and a visible picture', async () => {
    for (const image of library.filter((i) => i.type !== 'backgrounds')) {
      const picture = sharp(image.png);
      const meta = await picture.metadata();
      expect([meta.format, meta.width, meta.height, meta.hasAlpha], image.name).toEqual([
        'png',
        SPRITE_SIDE,
        SPRITE_SIDE,
        true,
      ]);
      const channel = (await picture.stats()).channels[3];
      expect(channel?.min, `${image.name} has transparent pixels`).toBe(0);
      expect(channel?.max, `${image.name} has opaque pixels`).toBe(255);
      // Neither empty nor a filled square: somewhere between 5% (a thin spider) and 95% of the area is drawn.
      expect(channel?.mean, image.name).toBeGreaterThan(255 * 0.05);
      expect(channel?.mean, image.name).toBeLessThan(255 * 0.95);
    }
  });

  it('renders backgrounds as opaque 1600×900 PNGs that are not one flat colour', async () => {
    for (const image of ofType('backgrounds')) {
      const picture = sharp(image.png);
      const meta = await picture.metadata();
      expect([meta.format, meta.width, meta.height, meta.hasAlpha], image.name).toEqual([
        'png',
        BACKGROUND_WIDTH,
        BACKGROUND_HEIGHT,
        false,
      ]);
      const stats = await picture.stats();
      expect(
        stats.channels.some((c) => c.stdev > 10),
        image.name,
      ).toBe(true);
    }
  });

  it('renders every picture differently (no emoji or scene used twice)', () => {
    const hashes = library.map((image) => createHash('sha256').update(image.png).digest('hex'));
    expect(new Set(hashes).size).toBe(library.length);
  });

  it('is deterministic: a scene is the same SVG and the same PNG bytes every time', async () => {
    const scene = OFFICIAL_BACKGROUNDS.find((b) => b.name === 'Outer Space');
    expect(scene).toBeDefined();
    if (!scene) return;
    expect(backgroundSvg(scene)).toBe(backgroundSvg(scene));
    const again = await sharp(Buffer.from(backgroundSvg(scene)))
      .removeAlpha()
      .png()
      .toBuffer();
    expect(again.equals(library.find((image) => image.name === 'Outer Space')?.png ?? Buffer.alloc(0))).toBe(true);
  });
});

describe('reading Fluent Emoji', () => {
  it('has checked in exactly the emoji the library draws, no more', async () => {
    const set = JSON.parse(await readFile(EMOJI_SET_PATH, 'utf8')) as { icons: Record<string, unknown> };
    expect(Object.keys(set.icons).sort()).toEqual(OFFICIAL_EMOJI);
  });

  it('reads the icons it is asked for, with their SVG body and size', async () => {
    const icons = await loadEmoji(['lion', 'owl']);
    expect([...icons.keys()]).toEqual(['lion', 'owl']);
    expect(icons.get('lion')?.body).toMatch(/^<g/);
    expect(icons.get('lion')?.width).toBeUndefined();
  });

  it('refuses a name the set does not have, naming it', async () => {
    await expect(loadEmoji(['lion', 'not-an-emoji'])).rejects.toThrow('Fluent Emoji has no icon named not-an-emoji');
  });

  it('draws an icon on its own box when it is not 32 units square', () => {
    expect(emojiSvg({ body: '<g/>', width: 33 }, 512)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 33 32"><g/></svg>',
    );
    expect(emojiSvg({ body: '<g/>' }, 64)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 32 32"><g/></svg>',
    );
  });
});
