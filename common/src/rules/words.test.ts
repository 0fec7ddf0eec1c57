import { describe, expect, it } from 'vitest';
import {
  formatWordCount,
  normaliseTheme,
  normaliseWords,
  parseWordsText,
  splitWords,
  WORDLIST_MAX_WORDS,
} from './words';
import { wordlistCreateInput, wordlistPatchInput, wordlistSearchInput } from '../api/wordlist-requests';
import { isPublicWordlist, WordlistMessage } from '../api/wordlists';

describe('splitWords (live)', () => {
  it('splits on spaces, commas, full stops and semicolons', () => {
    expect(splitWords('cat dog,cow.pig;hen')).toEqual(['cat', 'dog', 'cow', 'pig', 'hen']);
    expect(splitWords('  cat ,, dog .  ')).toEqual(['cat', 'dog']);
    expect(splitWords('cat\tdog\ncow\r\npig')).toEqual(['cat', 'dog', 'cow', 'pig']);
  });

  it.each([
    ['ideographic comma 、', '猫、犬'],
    ['ideographic full stop 。', '猫。犬'],
    ['fullwidth comma ，', '猫，犬'],
    ['fullwidth full stop ．', '猫．犬'],
    ['fullwidth semicolon ；', '猫；犬'],
    ['ideographic space U+3000', '猫\u3000犬'],
    ['halfwidth ideographic comma ､', '猫､犬'],
    ['halfwidth ideographic full stop ｡', '猫｡犬'],
    ['small comma ﹐', '猫﹐犬'],
    ['Arabic comma ،', '猫،犬'],
    ['Arabic full stop ۔', '猫۔犬'],
    ['Devanagari danda ।', '猫।犬'],
    ['no-break space', '猫\u00a0犬'],
    ['zero-width space', '猫\u200b犬'],
  ])('splits on the %s', (_name, text) => {
    expect(splitWords(text)).toEqual(['猫', '犬']);
  });

  it('keeps phrases in straight double and single quotes whole', () => {
    expect(splitWords('"ice cream" cake \'hot dog\'')).toEqual(['ice cream', 'cake', 'hot dog']);
  });

  it('keeps phrases in curly quotes, corner brackets and guillemets whole', () => {
    expect(splitWords('“good morning” ‘thank you’ 「りんご ジュース」 『お茶』 «bonne nuit»')).toEqual([
      'good morning',
      'thank you',
      'りんご ジュース',
      'お茶',
      'bonne nuit',
    ]);
  });

  it('keeps separators inside quotes and tidies the white space of a phrase', () => {
    expect(splitWords('"hello,  world." next')).toEqual(['hello, world.', 'next']);
    expect(splitWords('「おはよう\u3000ございます」')).toEqual(['おはよう ございます']);
  });

  it('does not let apostrophes open or close phrases', () => {
    expect(splitWords("don't stop it's")).toEqual(["don't", 'stop', "it's"]);
    expect(splitWords("'don't stop' go")).toEqual(["don't stop", 'go']);
    expect(splitWords('‘don’t stop’ go')).toEqual(['don’t stop', 'go']);
    expect(splitWords("rock 'n' roll")).toEqual(['rock', 'n', 'roll']);
  });

  it('counts the words of a quote that is not closed yet one by one, without the stray quote', () => {
    expect(splitWords('"ice cream')).toEqual(['ice', 'cream']);
    expect(splitWords('cake" “tea')).toEqual(['cake', 'tea']);
  });

  it('splits quoted phrases written without separators between them', () => {
    expect(splitWords('「りんご」「みかん」')).toEqual(['りんご', 'みかん']);
    expect(splitWords('fruit“green apple”')).toEqual(['fruit', 'green apple']);
    expect(splitWords('"a""b"')).toEqual(['a', 'b']);
  });

  it('handles mixed scripts in one text', () => {
    expect(splitWords('Cat 猫、Кошка，قطة। "big dog" 「大きい 犬」')).toEqual([
      'Cat',
      '猫',
      'Кошка',
      'قطة',
      'big dog',
      '大きい 犬',
    ]);
  });

  it('answers nothing for empty input, separators only or empty quotes', () => {
    expect(splitWords('')).toEqual([]);
    expect(splitWords(' ,.、。　')).toEqual([]);
    expect(splitWords('"" “ ” 「」')).toEqual([]);
  });

  it('keeps case and repeats (those are for submit)', () => {
    expect(splitWords('Cat cat CAT')).toEqual(['Cat', 'cat', 'CAT']);
  });

  it('stays fast on hostile text', () => {
    const started = performance.now();
    expect(splitWords('“a '.repeat(50_000))).toHaveLength(50_000);
    expect(splitWords("'a ".repeat(50_000))).toHaveLength(50_000);
    expect(splitWords('a“'.repeat(50_000))).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('normaliseWords (submit)', () => {
  it('lowercases and removes repeats, keeping the first in its place', () => {
    expect(normaliseWords(['Dog', 'cat', 'DOG', 'Cow', 'cat'])).toEqual(['dog', 'cat', 'cow']);
  });

  it('turns fullwidth letters into ordinary ones, tidies spaces and drops empty entries', () => {
    expect(normaliseWords(['ＣＡＴ', '  ice   cream ', '', '   ', 'Ice Cream'])).toEqual(['cat', 'ice cream']);
  });

  it('lowercases other scripts too', () => {
    expect(normaliseWords(['КОШКА', 'Éléphant', '猫'])).toEqual(['кошка', 'éléphant', '猫']);
  });

  it('parses a typed text as the form submits it', () => {
    expect(parseWordsText('Red, red. BLUE “Light Blue” light blue')).toEqual(['red', 'blue', 'light blue', 'light']);
  });
});

describe('formatWordCount', () => {
  it("says 'word' for one and 'words' otherwise", () => {
    expect(formatWordCount(0)).toBe('0 words');
    expect(formatWordCount(1)).toBe('1 word');
    expect(formatWordCount(3)).toBe('3 words');
  });
});

describe('normaliseTheme', () => {
  it('tidies white space and keeps case', () => {
    expect(normaliseTheme('  Farm\u3000 Animals ')).toBe('Farm Animals');
  });
});

describe('wordlistCreateInput', () => {
  const parse = (body: unknown) => wordlistCreateInput.safeParse(body);
  const messages = (body: unknown) => {
    const result = parse(body);
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('normalises the words and defaults to private', () => {
    const result = parse({ theme: ' Farm ', words: ['Cow', 'cow', 'PIG'] });
    expect(result.success && result.data).toEqual({ theme: 'Farm', words: ['cow', 'pig'], is_private: true });
  });

  it('reads is_private as forms send it', () => {
    const result = parse({ theme: 'Farm', words: ['cow'], is_private: 'false' });
    expect(result.success && result.data.is_private).toBe(false);
  });

  it('splits words sent as one text', () => {
    const result = parse({ theme: 'Farm', words: 'cow, pig "baby goat"' });
    expect(result.success && result.data.words).toEqual(['cow', 'pig', 'baby goat']);
  });

  it('asks for a theme and for words (core §5 texts)', () => {
    expect(messages({})).toEqual([
      ['theme', WordlistMessage.themeRequired],
      ['words', WordlistMessage.wordsRequired],
    ]);
    expect(messages({ theme: '   ', words: ['', ' '] })).toEqual([
      ['theme', 'Please give your wordlist a theme or name.'],
      ['words', 'Enter at least one word.'],
    ]);
  });

  it('keeps the limits: 200 entries, 50 characters an entry, theme 100', () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`);
    expect(messages({ theme: 'T', words: words(WORDLIST_MAX_WORDS) })).toEqual([]);
    expect(messages({ theme: 'T', words: words(201) })).toEqual([['words', WordlistMessage.tooManyWords]]);
    // Repeats do not count: 201 entries that are 200 words once normalised are fine.
    expect(messages({ theme: 'T', words: [...words(200), 'WORD0'] })).toEqual([]);
    expect(messages({ theme: 'T', words: ['a'.repeat(50)] })).toEqual([]);
    expect(messages({ theme: 'T', words: ['a'.repeat(51)] })).toEqual([['words', WordlistMessage.wordTooLong]]);
    expect(messages({ theme: '猫'.repeat(100), words: ['a'] })).toEqual([]);
    expect(messages({ theme: 'x'.repeat(101), words: ['a'] })).toEqual([['theme', WordlistMessage.themeTooLong]]);
  });

  it('refuses words that are not strings', () => {
    expect(messages({ theme: 'T', words: [1, 2] })).toEqual([['words', 'Expected a list of words.']]);
    expect(messages({ theme: 'T', words: { a: 1 } })).toEqual([['words', 'Expected a list of words.']]);
  });
});

describe('wordlistPatchInput', () => {
  it('leaves absent fields out and words the blank theme as the edit dialog does', () => {
    const ok = wordlistPatchInput.safeParse({ words: ['A', 'a'] });
    expect(ok.success && ok.data).toEqual({ theme: undefined, words: ['a'] });
    const bad = wordlistPatchInput.safeParse({ theme: '', words: [] });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.message)).toEqual([
      'Please add a name or a theme.',
      'Enter at least one word.',
    ]);
  });
});

describe('wordlistSearchInput', () => {
  it('tidies the query and defaults to the own lists', () => {
    const result = wordlistSearchInput.safeParse({ query: '  Farm  ' });
    expect(result.success && result.data).toEqual({ query: 'Farm', public: false });
  });

  it('refuses a query over 100 characters', () => {
    expect(wordlistSearchInput.safeParse({ query: 'x'.repeat(101), public: true }).success).toBe(false);
  });
});

describe('isPublicWordlist', () => {
  it('is true only for published, non-private, non-banned lists', () => {
    const base = { has_been_published: true, is_private: false, is_banned: false };
    expect(isPublicWordlist(base)).toBe(true);
    expect(isPublicWordlist({ ...base, is_private: true })).toBe(false);
    expect(isPublicWordlist({ ...base, has_been_published: false })).toBe(false);
    expect(isPublicWordlist({ ...base, is_banned: true })).toBe(false);
  });
});
