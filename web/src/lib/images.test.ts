import { describe, expect, it } from 'vitest';
import { ImageMessage, type ImageDto } from '@playwords/common';
import { makeUser } from '../test/fixtures';
import { i18n } from './i18n';
import { nextOffset } from './paging';
import {
  editableTagsText,
  encodeWithinLimit,
  imageChangesForm,
  imageNameError,
  isLastFavourite,
  newImageForm,
  normaliseImageName,
  parseTags,
  pickedFilesError,
  decodedSizeError,
  previewRect,
  scaledSize,
  sortPowerOptions,
  tagsError,
  togglePower,
  withFavourite,
} from './images';

function projectile(id: number, likes: number, created_on: string): ImageDto {
  return {
    id,
    type: 'projectiles',
    name: `P${id}`,
    image: `/media/p${id}.png`,
    thumbnail: `/media/p${id}-t.png`,
    color: null,
    power: [],
    tags: [],
    is_private: false,
    is_banned: false,
    likes,
    created_on,
    created_by: { id: 21, username: 'playwords', display_name: '' },
  };
}

describe('sizes', () => {
  it('scales the longer side to 1200 keeping the ratio, and leaves smaller pictures alone', () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 1200, height: 900 });
    expect(scaledSize(3000, 4000)).toEqual({ width: 900, height: 1200 });
    expect(scaledSize(1200, 1200)).toEqual({ width: 1200, height: 1200 });
    expect(scaledSize(640, 480)).toEqual({ width: 640, height: 480 });
    expect(scaledSize(10000, 7)).toEqual({ width: 1200, height: 1 });
  });

  it('fits and centres a picture in the 300×300 preview', () => {
    expect(previewRect(600, 300, 300)).toEqual({ x: 0, y: 75, width: 300, height: 150 });
    expect(previewRect(100, 200, 300)).toEqual({ x: 75, y: 0, width: 150, height: 300 });
    expect(previewRect(50, 50, 300)).toEqual({ x: 0, y: 0, width: 300, height: 300 });
  });

  it('encodes again a fifth smaller while the PNG is over the limit', async () => {
    const sizes: Array<{ width: number; height: number }> = [];
    const blob = await encodeWithinLimit(
      4000,
      2000,
      (size) => {
        sizes.push(size);
        return Promise.resolve(new Blob([new Uint8Array(size.width * 3)]));
      },
      2500,
    );
    expect(sizes).toEqual([
      { width: 1200, height: 600 },
      { width: 960, height: 480 },
      { width: 768, height: 384 },
    ]);
    expect(blob.size).toBe(768 * 3);
  });
});

describe('the form rules of core §5', () => {
  it('names: required, letters numbers and spaces only (any script), at most 50', () => {
    expect(imageNameError(normaliseImageName('   '))).toBe('You must include a name');
    expect(imageNameError('', ImageMessage.nameBlank)).toBe('Name cannot be blank.');
    expect(imageNameError('Cat!')).toBe('The name should only contain lettters, numbers, or spaces');
    expect(imageNameError('Robot 2')).toBeNull();
    expect(imageNameError('猫 ロボット')).toBeNull();
    expect(imageNameError('a'.repeat(51))).toBe('The name can have at most 50 characters.');
    expect(normaliseImageName('  Big   Ｃat ')).toBe('Big Cat');
  });

  it('tags: split like words, quotes keep a phrase, lowercased and de-duplicated, no commas inside', () => {
    expect(parseTags('Cat, dog、"Ice Cream" cat')).toEqual(['cat', 'dog', 'ice cream']);
    expect(parseTags('"salt, pepper"')).toEqual(['salt pepper']);
    expect(editableTagsText(['cat', 'ice cream'])).toBe('cat, "ice cream"');
    expect(parseTags(editableTagsText(['cat', 'ice cream']))).toEqual(['cat', 'ice cream']);
    expect(tagsError(Array.from({ length: 21 }, (_, i) => `t${i}`))).toBe(ImageMessage.tooManyTags);
    expect(tagsError(['x'.repeat(51)])).toBe(ImageMessage.tagTooLong);
    expect(tagsError(['cat'])).toBeNull();
  });

  it('files: one, not empty, at most 3145728 bytes, an image but not SVG', () => {
    const png = (size: number, type = 'image/png') => ({ size, type });
    expect(pickedFilesError([])).toBe('Please add a picture.');
    expect(pickedFilesError([png(10), png(10)])).toBe('Please only add one image.');
    expect(pickedFilesError([png(0)])).toBe('Please add a picture.');
    expect(pickedFilesError([png(3_145_729)])).toBe('This file is too large.');
    expect(pickedFilesError([png(3_145_728)])).toBeNull();
    expect(pickedFilesError([png(10, 'text/plain')])).toBe('Please only submit images.');
    expect(pickedFilesError([png(10, 'image/svg+xml')])).toBe('Please only submit images.');
    expect(decodedSizeError(8000, 5001)).toBe('This picture is too big. Please use one under 40 megapixels.');
    expect(decodedSizeError(8000, 5000)).toBeNull();
  });
});

describe('powers', () => {
  it('sorts by likes, most first, then newest first, each once', () => {
    const a = projectile(1, 5, '2024-01-01T00:00:00Z');
    const b = projectile(2, 9, '2023-01-01T00:00:00Z');
    const c = projectile(3, 5, '2024-06-01T00:00:00Z');
    expect(sortPowerOptions([a, c], [b, a]).map((p) => p.id)).toEqual([2, 3, 1]);
  });

  it('keeps at most 5: a sixth drops the oldest choice; choosing a chosen one drops it', () => {
    let chosen: number[] = [];
    for (const id of [1, 2, 3, 4, 5]) chosen = togglePower(chosen, id);
    expect(chosen).toEqual([1, 2, 3, 4, 5]);
    expect(togglePower(chosen, 6)).toEqual([2, 3, 4, 5, 6]);
    expect(togglePower(chosen, 3)).toEqual([1, 2, 4, 5]);
  });
});

describe('favourites and paging', () => {
  it('knows the last favourite of a type and updates the user object', () => {
    const user = makeUser({ favourite_characters: [4], favourite_monsters: [4, 5] });
    expect(isLastFavourite(user, 'characters', 4)).toBe(true);
    expect(isLastFavourite(user, 'monsters', 4)).toBe(false);
    expect(withFavourite(user, 'monsters', 6, true).favourite_monsters).toEqual([4, 5, 6]);
    expect(withFavourite(user, 'monsters', 4, false).favourite_monsters).toEqual([5]);
  });

  it('asks for the next page only while fewer are loaded than the count', () => {
    const page = (n: number, count: number) => ({
      count,
      next: null,
      previous: null,
      results: Array.from({ length: n }, (_, i) => projectile(i, 0, '2024-01-01T00:00:00Z')),
    });
    expect(nextOffset([page(50, 60)])).toBe(50);
    expect(nextOffset([page(50, 60), page(10, 60)])).toBeUndefined();
  });
});

describe('multipart bodies', () => {
  const picture = new Blob(['png'], { type: 'image/png' });

  it('sends a character with power, colour, tags and is_private', () => {
    const form = newImageForm('characters', {
      name: 'Robo Cat',
      image: picture,
      power: [3, 1],
      color: 'blu',
      tags: ['cat', 'ice cream'],
      is_private: false,
    });
    expect(form.get('name')).toBe('Robo Cat');
    expect(form.get('image')).toBeInstanceOf(Blob);
    expect((form.get('image') as File).name).toBe('Robo-Cat.png');
    expect(form.get('power')).toBe('3,1');
    expect(form.get('color')).toBe('blu');
    expect(form.get('tags')).toBe('cat,ice cream');
    expect(form.get('is_private')).toBe('false');
  });

  it('leaves out powers and colour where the type has none', () => {
    const background = newImageForm('backgrounds', {
      name: 'Sea',
      image: picture,
      power: [1],
      color: 'blu',
      tags: [],
      is_private: true,
    });
    expect(background.has('power')).toBe(false);
    expect(background.has('color')).toBe(false);
    const monster = imageChangesForm('monsters', { name: 'Ogre', tags: [], color: null, power: [2] });
    expect(monster.get('power')).toBe('2');
    expect(monster.has('color')).toBe(false);
  });
});

describe('the form rules in Chinese', () => {
  it("say the name's, tags' and file's problems in the reader's language", async () => {
    await i18n.changeLanguage('zh-CN');
    expect(imageNameError('')).toBe('请填写名称');
    expect(imageNameError('', '名称不能为空。')).toBe('名称不能为空。');
    expect(imageNameError('a-b')).toBe('名称只能包含字母、数字或空格');
    expect(tagsError(Array.from({ length: 21 }, (_, i) => `t${i}`))).toBe('一张图片最多可以有 20 个标签。');
    expect(pickedFilesError([])).toBe('请添加一张图片。');
    expect(decodedSizeError(10_000, 10_000)).toBe('这张图片太大了，请使用 4000 万像素以下的图片。');
  });
});
