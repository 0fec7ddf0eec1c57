import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from './i18n';
import { type LeftOutEntry, leftOutReport, whyLeftOut } from './left-out';

afterEach(() => setLanguage('en'));

// The entries a keyboard game leaves out (games/mechanics/letters: Wordbrain, Time Trial, Hangman Battle, Open The
// Safe, Alien Blaster) and those a word grid leaves out (games/mechanics/letter-grid: Word Search).
const KEYBOARD: LeftOutEntry[] = [
  { entry: '苹果', reason: 'no-latin' },
  { entry: 'café', reason: 'other-letters', extra: 'éü' },
  { entry: 'hippopotamuses', reason: 'too-long' },
  { entry: 'a', reason: 'too-short' },
];
const GRID: LeftOutEntry[] = [
  { entry: 'hippopotamus', reason: 'too-long' },
  { entry: 'a', reason: 'too-short' },
  { entry: 'cat', reason: 'no-room' },
];

describe('why an entry is left out, in English', () => {
  it('says a keyboard game’s reasons, a line each, and how many more', () => {
    expect(leftOutReport(KEYBOARD, { maxLetters: 9 })).toBe(
      [
        '“苹果”: not written with the letters a to z',
        '“café”: has “é”, “ü”, which the keyboard does not',
        '“hippopotamuses”: longer than 9 letters',
        '“a”: needs at least 2 letters',
      ].join('\n'),
    );
    expect(leftOutReport(KEYBOARD, { maxLetters: 9 }, 2)).toBe(
      '“苹果”: not written with the letters a to z\n“café”: has “é”, “ü”, which the keyboard does not\nand 2 more',
    );
    const rules = { maxLetters: 12, phrases: 'leave-out' } as const;
    expect(leftOutReport([{ entry: 'ice cream', reason: 'phrase' }], rules)).toBe('“ice cream”: more than one word');
    expect(leftOutReport([{ entry: 'supercalifragilistic', reason: 'too-long' }], { maxLetters: 14 })).toBe(
      '“supercalifragilistic”: longer than 14 letters',
    );
    expect(whyLeftOut({ entry: 'cat', reason: 'same-letters' }, { maxLetters: 10 })).toBe(
      'same letters as another word',
    );
    expect(whyLeftOut({ entry: 'go', reason: 'too-short' }, { minLetters: 3, maxLetters: 10 })).toBe(
      'needs at least 3 letters',
    );
  });

  it('says a word grid’s reasons, its size in them', () => {
    const grid = (size: number) => ({ gridSize: size, minLetters: 2 });
    expect(whyLeftOut({ entry: 'hippopotamus', reason: 'too-long' }, grid(10))).toBe('too long for a 10 × 10 grid');
    expect(whyLeftOut({ entry: 'a', reason: 'too-short' }, grid(10))).toBe('needs at least 2 letters');
    expect(whyLeftOut({ entry: 'x', reason: 'no-room' }, grid(8))).toBe('no room left in the grid');
    expect(whyLeftOut({ entry: 'x', reason: 'same-letters' }, grid(8))).toBe('same letters as another word');
    expect(leftOutReport(GRID, grid(8), 2)).toBe(
      '“hippopotamus”: too long for a 8 × 8 grid\n“a”: needs at least 2 letters\nand 1 more',
    );
  });

  it('says each entry and why past the first six as how many more', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((entry) => ({ entry, reason: 'no-room' as const }));
    expect(leftOutReport(items.slice(0, 1), { gridSize: 10 })).toBe('“a”: no room left in the grid');
    const lines = leftOutReport(items, { gridSize: 10 }).split('\n');
    expect(lines).toHaveLength(7);
    expect(lines[5]).toBe('“f”: no room left in the grid');
    expect(lines[6]).toBe('and 2 more');
  });
});

describe('why an entry is left out, in Chinese', () => {
  it('says every game’s reasons in Chinese, the entries kept as in the list', () => {
    setLanguage('zh-CN');
    expect(leftOutReport(KEYBOARD, { maxLetters: 9 }, 3)).toBe(
      '“苹果”：不是用字母 a 到 z 写的\n“café”：含有“é”、“ü”，键盘上没有\n“hippopotamuses”：超过 9 个字母\n还有 1 个',
    );
    expect(leftOutReport([{ entry: 'café', reason: 'other-letters', extra: 'é' }], { maxLetters: 9 })).toBe(
      '“café”：含有“é”，键盘上没有',
    );
    const phrases = [
      { entry: '苹果', reason: 'no-latin' as const },
      { entry: 'ice cream', reason: 'phrase' as const },
      { entry: 'cat', reason: 'same-letters' as const },
    ];
    expect(leftOutReport(phrases, { maxLetters: 10 }, 2)).toBe(
      '“苹果”：不是用字母 a 到 z 写的\n“ice cream”：不止一个单词\n还有 1 个',
    );
    expect(leftOutReport([{ entry: 'supercalifragilistic', reason: 'too-long' }], { maxLetters: 14 })).toBe(
      '“supercalifragilistic”：超过 14 个字母',
    );
    expect(leftOutReport(GRID, { gridSize: 8, minLetters: 2 }, 2)).toBe(
      '“hippopotamus”：太长，放不进 8 × 8 的网格\n“a”：至少需要 2 个字母\n还有 1 个',
    );
    expect(whyLeftOut({ entry: 'cat', reason: 'no-room' }, { gridSize: 8 })).toBe('网格里没有空位了');
  });
});
