import { describe, expect, it } from 'vitest';
import { CLASS_LIMITS, ClassMessage } from './classes';
import { lessonCreateInput, lessonPatchInput } from './lesson-requests';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('lesson plan bodies', () => {
  it('reads a new plan: the name tidied, a class or list left out is none, the games in order', () => {
    expect(lessonCreateInput.parse({ name: '  Week  3 ', games: ['wordsearch', 'oneatatime', 'wordsearch'] })).toEqual({
      name: 'Week 3',
      class_id: null,
      wordlist_id: null,
      games: ['wordsearch', 'oneatatime', 'wordsearch'],
    });
    expect(lessonCreateInput.parse({ name: 'A', class_id: 4, wordlist_id: '17', games: ['fighters'] })).toMatchObject({
      class_id: 4,
      wordlist_id: 17,
    });
  });

  it('refuses a missing, blank or too long name, a name far over its cap before tidying it', () => {
    const games = ['wordsearch'];
    expect(issues(lessonCreateInput.safeParse({ games }))).toEqual([['name', ClassMessage.lessonNameRequired]]);
    expect(issues(lessonCreateInput.safeParse({ name: '   ', games }))).toEqual([
      ['name', ClassMessage.lessonNameRequired],
    ]);
    const longest = 'x'.repeat(CLASS_LIMITS.lessonName);
    expect(lessonCreateInput.parse({ name: longest, games }).name).toBe(longest);
    expect(issues(lessonCreateInput.safeParse({ name: `${longest}y`, games }))).toEqual([
      ['name', ClassMessage.lessonNameTooLong],
    ]);
    expect(issues(lessonCreateInput.safeParse({ name: ' '.repeat(10_000), games }))).toEqual([
      ['name', ClassMessage.lessonNameTooLong],
    ]);
  });

  it('takes 1 to 8 games, each a game page can open', () => {
    const name = 'Plan';
    const eight = Array.from({ length: CLASS_LIMITS.lessonGames }, () => 'wordsearch');
    expect(lessonCreateInput.parse({ name, games: eight }).games).toHaveLength(8);
    for (const games of [[], [...eight, 'wordsearch'], 'wordsearch', undefined]) {
      expect(issues(lessonCreateInput.safeParse({ name, games }))).toEqual([['games', ClassMessage.lessonGamesCount]]);
    }
    for (const games of [['none'], ['chess'], ['wordsearch', 3], ['constructor']]) {
      expect(issues(lessonCreateInput.safeParse({ name, games }))).toEqual([['games', ClassMessage.badGame]]);
    }
  });

  it('refuses ids that are not whole numbers from 1, each under its field', () => {
    for (const bad of [0, -1, 1.5, 'abc', true, 2 ** 31, {}]) {
      expect(issues(lessonCreateInput.safeParse({ name: 'P', games: ['wordsearch'], class_id: bad }))).toEqual([
        ['class_id', ClassMessage.classNotFound],
      ]);
      expect(issues(lessonCreateInput.safeParse({ name: 'P', games: ['wordsearch'], wordlist_id: bad }))).toEqual([
        ['wordlist_id', ClassMessage.badWordlist],
      ]);
    }
  });

  it('reads a patch: only what was sent, null clearing a class or list', () => {
    expect(lessonPatchInput.parse({})).toEqual({});
    expect(lessonPatchInput.parse({ class_id: null, wordlist_id: 3 })).toEqual({ class_id: null, wordlist_id: 3 });
    expect(lessonPatchInput.parse({ name: ' B ' })).toEqual({ name: 'B' });
    expect(issues(lessonPatchInput.safeParse({ name: '' }))).toEqual([['name', ClassMessage.lessonNameRequired]]);
    expect(issues(lessonPatchInput.safeParse({ games: [] }))).toEqual([['games', ClassMessage.lessonGamesCount]]);
  });
});
