import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/fixtures';
import { makeWordlist } from '../test/wordlists';
import { printableList, printsTwisterMat } from './printables';

describe('what a page needs to offer the printables', () => {
  it("reads a list's pictures as URLs (none when the list carries none)", () => {
    const zoo = makeWordlist({ theme: 'Zoo', words: ['cat', 'dog'] });
    expect(printableList({ ...zoo, pictures: [{ ref: 'emoji:cat', url: '/pictures/cat.png' }, null] })).toEqual({
      theme: 'Zoo',
      words: ['cat', 'dog'],
      pictures: ['/pictures/cat.png', null],
    });
    expect(printableList({ theme: 'Zoo', words: ['cat'] }).pictures).toEqual([]);
  });

  it("offers Twister's mat to the plans that play Twister", () => {
    expect(printsTwisterMat(makeUser({ current_plan_type: 'PRO' }))).toBe(true);
    expect(printsTwisterMat(makeUser({ current_plan_type: 'PRE' }))).toBe(true);
    expect(printsTwisterMat(makeUser())).toBe(false);
  });
});
