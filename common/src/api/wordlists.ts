// Word lists as the API answers them (core §3, §7), and the texts both sides show. No zod here: web pages import
// these without pulling the schemas in (those are in wordlist-requests.ts).

import type { WordPicture } from './pictures';
import { needsPlanText, SHARING_WORDLISTS } from './plan-refusals';

/** Who made a list, as shown under it (display name if set, else username; id 21 is the official account). */
export interface WordlistAuthor {
  id: number;
  username: string;
  display_name: string;
}

/** One word list (core §3). */
export interface WordlistDto {
  id: number;
  theme: string;
  /** Lowercase entries, de-duplicated, in the order typed; a phrase is one entry. */
  words: string[];
  /**
   * Each word's picture, parallel to `words`: the one she chose, else the picture dictionary's first candidate;
   * null when she removed it, when the dictionary has none, or when the image it named is gone.
   */
  pictures: (WordPicture | null)[];
  is_private: boolean;
  likes: number;
  created_by: WordlistAuthor;
  is_banned: boolean;
  has_been_published: boolean;
}

/** A page of `GET /api/wordlists/` and `POST /api/wordlists/search/` (api-contract.md § Paging). */
export interface WordlistPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: WordlistDto[];
}

/** Validation and permission texts of core §5 and of publishing (core §1, §6). */
export const WordlistMessage = {
  /** Create: no theme. */
  themeRequired: 'Please give your wordlist a theme or name.',
  /** Edit: blank theme. */
  themeBlank: 'Please add a name or a theme.',
  wordsRequired: 'Enter at least one word.',
  nothingChanged: "You haven't changed anything.",
  tooManyWords: 'A wordlist can have at most 200 words.',
  wordTooLong: 'Each word or phrase can have at most 50 characters.',
  themeTooLong: 'Ensure this field has no more than 100 characters.',
  queryTooLong: 'Ensure this field has no more than 100 characters.',
  /** Publishing on Basic, while a free trial is still possible (the wording of plan-refusals.ts). */
  publishNeedsPlanTrial: needsPlanText(SHARING_WORDLISTS, true),
  /** Publishing on Basic after both trials were used. */
  publishNeedsPlan: needsPlanText(SHARING_WORDLISTS, false),
  publishNeedsEmail:
    'Please validate your e-mail address before sharing word lists: use the link in the activation e-mail we sent you, or ask for a new one on the activation page.',
  publishBanned: 'This wordlist was removed from the public collection and cannot be published again.',
} as const;

/** The longest search text the server accepts. */
export const WORDLIST_QUERY_MAX = 100;

/**
 * Whether a list is in the public collection: published, not private, not banned. Only such lists can be found by
 * other teachers, saved ('Add To List') and selected by anyone but their owner.
 */
export function isPublicWordlist(list: Pick<WordlistDto, 'has_been_published' | 'is_private' | 'is_banned'>): boolean {
  return list.has_been_published && !list.is_private && !list.is_banned;
}
