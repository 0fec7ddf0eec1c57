import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findPictures, firstPicture, normalisePictureWord, type PictureIndex } from './dictionary';
import { loadPictureIndex } from './load-index';

const index = await loadPictureIndex();
/** The fixed list of 300 common kindergarten and primary words the dictionary is measured on. */
const coverageWords = readFileSync(new URL('./coverage-words.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '');

describe('the picture dictionary', () => {
  it('finds a picture for at least 90% of the 300 coverage words', () => {
    expect(coverageWords).toHaveLength(300);
    expect(new Set(coverageWords).size).toBe(300);
    const missed = coverageWords.filter((word) => findPictures(word, index).length === 0);
    const found = coverageWords.length - missed.length;
    const percent = ((100 * found) / coverageWords.length).toFixed(1);
    console.log(`picture dictionary coverage: ${found}/${coverageWords.length} (${percent}%)`);
    console.log(`missed: ${missed.join(', ')}`);
    expect(found / coverageWords.length).toBeGreaterThanOrEqual(0.9);
  });

  it('gives the red apple first for apple, whatever its case or number', () => {
    expect(findPictures('apple', index)[0]).toBe('red-apple');
    expect(findPictures('apples', index)[0]).toBe('red-apple');
    expect(findPictures('Apple', index)[0]).toBe('red-apple');
    expect(findPictures('  APPLES ', index)[0]).toBe('red-apple');
    expect(firstPicture('apple', index)).toBe('red-apple');
  });

  it('finds phrases, with spaces or hyphens', () => {
    expect(findPictures('ice cream', index)).toContain('soft-ice-cream');
    expect(findPictures('ice-cream', index)).toContain('soft-ice-cream');
    expect(findPictures('school bus', index)[0]).toBe('bus');
    expect(findPictures('school  buses', index)[0]).toBe('bus');
    expect(findPictures('t-shirt', index)[0]).toBe('t-shirt');
    expect(findPictures('T-shirts', index)[0]).toBe('t-shirt');
    expect(findPictures('t shirt', index)[0]).toBe('t-shirt');
    expect(findPictures('teddy bear', index)[0]).toBe('teddy-bear');
    expect(findPictures('fire engine', index)[0]).toBe('fire-engine');
  });

  it('falls back on the end of a phrase it does not know', () => {
    expect(findPictures('big red apple', index)[0]).toBe('red-apple');
    expect(findPictures('my old bicycle', index)[0]).toBe('bicycle');
  });

  it('knows British and American words alike', () => {
    expect(findPictures('colour', index)).toEqual(findPictures('color', index));
    expect(findPictures('colour', index)[0]).toBe('artist-palette');
    expect(findPictures('colours', index)[0]).toBe('artist-palette');
    expect(firstPicture('aeroplane', index)).toBe(firstPicture('airplane', index));
    expect(firstPicture('football', index)).toBe('soccer-ball');
    expect(firstPicture('lorry', index)).toBe(firstPicture('truck', index));
    expect(firstPicture('sweets', index)).toBe('candy');
    expect(firstPicture('trousers', index)).toBe('jeans');
    expect(firstPicture('mum', index)).toBe(firstPicture('mom', index));
    expect(firstPicture('mum', index)).not.toBeNull();
    // By rule, for words no addition names.
    expect(firstPicture('centre', index)).toBe(firstPicture('center', index));
  });

  it('turns plurals into singulars, irregular ones too', () => {
    expect(findPictures('dogs', index)).toContain('dog-face');
    expect(findPictures('boxes', index)).toContain('package');
    expect(findPictures('babies', index)).toContain('baby');
    expect(findPictures('cookies', index)).toContain('cookie');
    expect(findPictures('leaves', index)).toContain('maple-leaf');
    expect(findPictures('wolves', index)).toContain('wolf');
    expect(findPictures('children', index)).toContain('child');
    expect(findPictures('mice', index)).toContain('mouse-face');
    expect(findPictures('feet', index)).toContain('foot');
    expect(findPictures('teeth', index)).toContain('tooth');
    expect(findPictures('geese', index)).toContain('goose');
    expect(findPictures('buses', index)[0]).toBe('bus');
    expect(findPictures('glasses', index)[0]).toBe('glasses');
  });

  it('gives several candidates, best first, no more than asked', () => {
    const cats = findPictures('cat', index);
    expect(cats.slice(0, 2)).toEqual(['cat-face', 'cat']);
    expect(cats.length).toBeGreaterThan(2);
    expect(cats.length).toBeLessThanOrEqual(8);
    expect(new Set(cats).size).toBe(cats.length);
    expect(findPictures('cat', index, 1)).toEqual(['cat-face']);
    expect(findPictures('cat', index, 0)).toEqual([]);
  });

  it('finds nothing for unknown words, CJK words and blanks, and never throws', () => {
    expect(findPictures('xylophonist', index)).toEqual([]);
    expect(findPictures('苹果', index)).toEqual([]);
    expect(findPictures('', index)).toEqual([]);
    expect(findPictures('   ', index)).toEqual([]);
    expect(findPictures('constructor', index)).toEqual([]);
    expect(findPictures('__proto__', index)).toEqual([]);
    expect(firstPicture('xylophonist', index)).toBeNull();
    expect(findPictures(`${'word '.repeat(10_000)}apple`, index)[0]).toBe('red-apple');
    expect(findPictures('apple', {} as PictureIndex)).toEqual([]);
    expect(findPictures('apple', { source: '', names: [], terms: { apple: [99] } })).toEqual([]);
  });

  it('leaves out words whose emoji would only be a near miss', () => {
    expect(findPictures('table', index)).toEqual([]);
    expect(findPictures('finger', index)).not.toContain('middle-finger');
    expect(findPictures('apple', index)).not.toContain('mobile-phone');
  });

  it('normalises a word as the index spells its terms', () => {
    expect(normalisePictureWord('  Ice\u00a0 Cream ')).toBe('ice cream');
    expect(normalisePictureWord('ＡＰＰＬＥ')).toBe('apple');
    expect(normalisePictureWord('Teddy\u2019s')).toBe("teddy's");
  });

  it('names only emoji of the index, each once, with every term pointing into it', () => {
    expect(new Set(index.names).size).toBe(index.names.length);
    const pointsOut = (at: number) => !Number.isInteger(at) || at < 0 || at >= index.names.length;
    expect(Object.entries(index.terms).filter(([, positions]) => positions.some(pointsOut))).toEqual([]);
  });
});
