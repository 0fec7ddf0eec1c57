import { describe, expect, it } from 'vitest';
import { makeWordlist, manyWordlists, wordlistPage } from '../test/wordlists';
import { flattenPages, nextOffset } from './wordlists';

describe('word-list paging', () => {
  it('asks for the next 50 only while fewer are loaded than the count', () => {
    expect(nextOffset([wordlistPage(manyWordlists(50), 120)])).toBe(50);
    expect(nextOffset([wordlistPage(manyWordlists(50), 120), wordlistPage(manyWordlists(50, 51), 120)])).toBe(100);
    expect(nextOffset([wordlistPage(manyWordlists(50), 50)])).toBeUndefined();
    expect(nextOffset([wordlistPage([], 0)])).toBeUndefined();
  });

  it('shows a list that moved between pages once', () => {
    const a = makeWordlist({ id: 1 });
    const b = makeWordlist({ id: 2 });
    const data = { pages: [wordlistPage([a, b], 3), wordlistPage([b], 3)], pageParams: [0, 2] };
    expect(flattenPages(data).map((list) => list.id)).toEqual([1, 2]);
  });
});
