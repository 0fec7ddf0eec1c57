import { describe, expect, it } from 'vitest';
import { MAX_WORD_PICTURES, pictureUrlsByText, readPictureUrls, WordPictures } from './pictures';
import { normaliseWords } from './word-deck';

describe('word pictures', () => {
  it('reads the pictures as URLs or null, no longer than the words', () => {
    expect(readPictureUrls(['a.png', null, 3, ' '], ['w', 'x', 'y', 'z'])).toEqual(['a.png', null, null, null]);
    expect(readPictureUrls(['a', 'b', 'c'], ['w'])).toEqual(['a']);
    expect(readPictureUrls(undefined, ['w'])).toBeUndefined();
    expect(readPictureUrls({ 0: 'a' }, ['w'])).toBeUndefined();
  });

  it("keys each picture by the entry's text, as the kit normalises words (the first of a repeated word)", () => {
    const words = ['  Ice   Cream ', 'cat', 'CAT', 'dog', 'sun'];
    const urls = pictureUrlsByText(words, ['ice.png', 'cat.png', 'other-cat.png', null]);
    expect([...urls]).toEqual([
      ['ice cream', 'ice.png'],
      ['cat', 'cat.png'],
    ]);
    expect(normaliseWords(words).map((entry) => entry.text)).toEqual(['ice cream', 'cat', 'dog', 'sun']);
    expect(pictureUrlsByText(words, undefined).size).toBe(0);
  });

  it(`loads at most ${MAX_WORD_PICTURES} pictures`, () => {
    const words = Array.from({ length: 250 }, (_, i) => `word${i}`);
    const urls = pictureUrlsByText(
      words,
      words.map((word) => `${word}.png`),
    );
    expect(urls.size).toBe(MAX_WORD_PICTURES);
    expect(urls.has('word199')).toBe(true);
    expect(urls.has('word200')).toBe(false);
  });

  it('gives a texture key only for a picture that loaded, by entry or by text', () => {
    const pictures = new WordPictures(pictureUrlsByText(['Apple', 'ice cream', 'dog'], ['a.png', 'i.png', null]));
    const load = pictures.toLoad();
    expect(load.map(({ text, url }) => [text, url])).toEqual([
      ['apple', 'a.png'],
      ['ice cream', 'i.png'],
    ]);
    expect(new Set(load.map(({ key }) => key)).size).toBe(2);
    expect(pictures.key('apple')).toBeNull();
    pictures.markLoaded('apple');
    pictures.markLoaded('dog');
    const [apple] = normaliseWords(['apple']);
    expect(pictures.key(apple!)).toBe(load[0]!.key);
    expect(pictures.key('Apple ')).toBe(load[0]!.key);
    expect(pictures.has('ice cream')).toBe(false);
    expect(pictures.has('dog')).toBe(false);
    expect(pictures.count).toBe(1);
    expect(pictures.url('Ice Cream')).toBe('i.png');
    expect(pictures.url('dog')).toBeNull();
  });
});
