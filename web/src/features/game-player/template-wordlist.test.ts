import { describe, expect, it } from 'vitest';
import { templateWordlist } from './template-wordlist';

const page = (data: unknown) =>
  `<!doctype html><html><head></head><body><script type="application/json" id="playwords-data">${
    typeof data === 'string' ? data : JSON.stringify(data)
  }</script></body></html>`;

describe("a game page's list, for its printables", () => {
  it('is the theme, the words and their picture URLs (none for a word past the end or not a URL)', () => {
    const wordlist = { id: 1, theme: 'Zoo', words: ['cat', 'dog', 'owl'], pictures: ['/pictures/cat.png', 7] };
    expect(templateWordlist(page({ version: 1, wordlist }))).toEqual({
      theme: 'Zoo',
      words: ['cat', 'dog', 'owl'],
      pictures: ['/pictures/cat.png', null, null],
    });
    // A page embedded before lists had pictures.
    expect(templateWordlist(page({ version: 1, wordlist: { id: 1, theme: 'Zoo', words: ['cat'] } }))).toEqual({
      theme: 'Zoo',
      words: ['cat'],
      pictures: [null],
    });
  });

  it('is null for a list-free game, unreadable data or no data', () => {
    expect(templateWordlist(page({ version: 1, wordlist: null }))).toBeNull();
    expect(templateWordlist(page({ version: 1, wordlist: { theme: 'Zoo', words: ['cat', 2] } }))).toBeNull();
    expect(templateWordlist(page('{not json'))).toBeNull();
    expect(templateWordlist('<!doctype html><html><body></body></html>')).toBeNull();
  });
});
