import type { WordlistDto, WordlistPage } from '@playwords/common';
import { jsonResponse, type MockHandler } from './fetch-mock';

/** The request keys of the word-list calls, as mockFetch spells them. */
export const WL = {
  mine: (offset = 0) => `GET /api/wordlists/?limit=50&offset=${offset}`,
  search: (offset = 0) => `POST /api/wordlists/search/?limit=50&offset=${offset}`,
  create: 'POST /api/wordlists/',
  patch: (id: number) => `PATCH /api/wordlists/${id}/`,
  remove: (id: number) => `DELETE /api/wordlists/${id}/`,
  publish: (id: number) => `POST /api/wordlists/${id}/publish/`,
  unpublish: (id: number) => `POST /api/wordlists/${id}/unpublish/`,
  select: (id: number) => `POST /api/wordlists/${id}/select/`,
  favourite: (id: number) => `POST /api/wordlists/${id}/favourite/`,
} as const;

/** A list; its pictures are none, one per word, unless given. */
export function makeWordlist(overrides: Partial<WordlistDto> = {}): WordlistDto {
  const words = overrides.words ?? ['cat', 'dog', 'bird'];
  return {
    id: 1,
    theme: 'Animals',
    words,
    pictures: words.map(() => null),
    is_private: true,
    likes: 0,
    created_by: { id: 7, username: 'miss_lee', display_name: 'Miss Lee' },
    is_banned: false,
    has_been_published: false,
    ...overrides,
  };
}

/** A page of lists; `count` defaults to the number given. */
export function wordlistPage(results: WordlistDto[], count = results.length): WordlistPage {
  return { count, next: null, previous: null, results };
}

/** Answers a page of lists. */
export function answerPage(results: WordlistDto[], count?: number): MockHandler {
  return () => jsonResponse(200, wordlistPage(results, count));
}

/** `n` lists with ids from `firstId`. */
export function manyWordlists(n: number, firstId = 1): WordlistDto[] {
  return Array.from({ length: n }, (_, i) => makeWordlist({ id: firstId + i, theme: `List ${firstId + i}` }));
}
