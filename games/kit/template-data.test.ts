import { describe, expect, it } from 'vitest';
import { GAME_DATA_ELEMENT_ID } from '@playwords/common';
import { readTemplateData } from './template-data';

const doc = (text: string | null) => ({
  getElementById: (id: string) =>
    id === GAME_DATA_ELEMENT_ID && text !== null ? ({ textContent: text } as HTMLElement) : null,
});

describe('readTemplateData', () => {
  it('reads the embedded data, escaped </script> included', () => {
    const data = {
      version: 1,
      game: { index: 1, key: 'wordsearch', name: 'Word Search' },
      wordlist: { id: 3, theme: 'x', words: ['</script><b>'] },
      images: {},
      flags: {},
      username: 'amy',
    };
    const embedded = JSON.stringify(data).replace(/</g, '\\u003c');
    expect(readTemplateData(doc(embedded))?.wordlist?.words).toEqual(['</script><b>']);
  });

  it('answers null when the element is missing, empty, not JSON or not version 1', () => {
    expect(readTemplateData(doc(null))).toBeNull();
    expect(readTemplateData(doc(''))).toBeNull();
    expect(readTemplateData(doc('{oops'))).toBeNull();
    expect(readTemplateData(doc('{"version":2,"game":{"key":"x"},"images":{}}'))).toBeNull();
  });

  it("keeps the list's pictures as URLs or null, parallel to its words, and drops what is not", () => {
    const page = (pictures: unknown) =>
      readTemplateData(
        doc(
          JSON.stringify({
            version: 1,
            game: { index: 1, key: 'wordsearch', name: 'Word Search' },
            wordlist: { id: 3, theme: 'x', words: ['cat', 'dog', 'sun'], pictures },
            images: {},
            flags: {},
            username: 'amy',
          }),
        ),
      )?.wordlist;
    expect(page(['/pictures/cat.png', null, '/pictures/sun.png'])?.pictures).toEqual([
      '/pictures/cat.png',
      null,
      '/pictures/sun.png',
    ]);
    expect(page([42, { url: 'x' }, ''])?.pictures).toEqual([null, null, null]);
    expect(page(['a', 'b', 'c', 'd', 'e'])?.pictures).toEqual(['a', 'b', 'c']);
    expect(page(['a'])?.pictures).toEqual(['a']);
    const none = page('not a list');
    expect(none?.words).toEqual(['cat', 'dog', 'sun']);
    expect(none && 'pictures' in none).toBe(false);
  });

  it('reads her classes defensively and keeps class_id only when it names one of them', () => {
    const page = (extra: Record<string, unknown>) =>
      readTemplateData(
        doc(
          JSON.stringify({
            version: 1,
            game: { index: 1, key: 'wordsearch', name: 'Word Search' },
            wordlist: null,
            images: {},
            flags: {},
            username: 'amy',
            ...extra,
          }),
        ),
      )!;
    const team = { id: 't1', name: 'Dragons', colour: 0x8e24aa, shape: 'star', lesson: 1, all_time: 9 };
    const good = { id: 5, name: 'K2 Blue', teams: [team] };
    const read = page({ classes: [good, { id: 6, name: 'broken', teams: [{ ...team, shape: 'blob' }] }], class_id: 5 });
    expect(read.classes).toEqual([good]);
    expect(read.class_id).toBe(5);
    expect(page({ classes: [good], class_id: 6 }).class_id).toBeNull();
    expect(page({ classes: 'many', class_id: 5 })).toMatchObject({ classes: [], class_id: null });
    expect(page({})).toMatchObject({ classes: [], class_id: null });
  });
});
