import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import {
  DEFAULT_PAGE_SIZE,
  getEntitlements,
  type PictureRef,
  type ReviewRequestDto,
  type UserDto,
  type WordlistDto,
  type WordlistPage,
} from '@playwords/common';
import { formatNumber } from '@playwords/common/i18n';
import { api } from './api';
import { currentLanguage, i18n } from './i18n';
import { nextOffset } from './paging';

export type { WordlistDto, WordlistPage };

export type WordlistPages = InfiniteData<WordlistPage>;

/** What the create form sends (core §7). */
export interface NewWordlist {
  theme: string;
  words: string[];
  is_private: boolean;
  /** A picture reference (or null: none) per word, parallel to `words`; left out, the server gives defaults. */
  pictures?: (PictureRef | null)[];
}

/**
 * Whether she may publish lists now, as the server decides it (core §1, §6): a plan with the right and a validated
 * e-mail. A list sent with `is_private: false` without them is refused whole.
 */
export function mayPublishWordlists(user: Pick<UserDto, 'current_plan_type' | 'has_valid_email'>): boolean {
  return user.has_valid_email && getEntitlements({ activePlan: user.current_plan_type }).can_publish_wordlists;
}

/** What the edit dialog sends (core §7). */
export interface WordlistChanges {
  theme: string;
  words: string[];
  /** As in `NewWordlist`; left out, the server keeps the pictures of the words still there. */
  pictures?: (PictureRef | null)[];
}

/**
 * Cache keys. Every word-list query starts with 'wordlists', so one change (an edit, a delete, a publish) can
 * be written into all of them at once.
 */
export const wordlistKeys = {
  all: ['wordlists'] as const,
  mine: ['wordlists', 'mine'] as const,
  search: (scope: 'mine' | 'public', query: string) => ['wordlists', 'search', scope, query] as const,
};

const listPath = (id: number) => `/wordlists/${id}/`;
const paging = (offset: number) => `limit=${DEFAULT_PAGE_SIZE}&offset=${offset}`;

/** The user's own lists, likes ascending (core §9), 50 at a time. */
export function fetchMyWordlists(offset: number, signal?: AbortSignal): Promise<WordlistPage> {
  return api.get<WordlistPage>(`/wordlists/?${paging(offset)}`, { signal });
}

/** Searches the user's own lists (`isPublic` false) or everyone's published ones (true). */
export function searchWordlists(
  query: string,
  isPublic: boolean,
  offset: number,
  signal?: AbortSignal,
): Promise<WordlistPage> {
  return api.post<WordlistPage>(`/wordlists/search/?${paging(offset)}`, { query, public: isPublic }, { signal });
}

/** One list she may read (her own, saved or public): its words and pictures. */
export function fetchWordlist(id: number, signal?: AbortSignal): Promise<WordlistDto> {
  return api.get<WordlistDto>(listPath(id), { signal });
}

export function createWordlist(list: NewWordlist): Promise<WordlistDto> {
  return api.post<WordlistDto>('/wordlists/', list);
}

export function updateWordlist(id: number, changes: WordlistChanges): Promise<WordlistDto> {
  return api.patch<WordlistDto>(listPath(id), changes);
}

export function deleteWordlist(id: number): Promise<void> {
  return api.delete<void>(listPath(id));
}

export function publishWordlist(id: number): Promise<WordlistDto> {
  return api.post<WordlistDto>(`${listPath(id)}publish/`);
}

/** Removes a list from the public collection (its owner or a superuser). */
export function unpublishWordlist(id: number): Promise<unknown> {
  return api.post<unknown>(`${listPath(id)}unpublish/`);
}

/**
 * Another teacher's 'remove from the public collection': the same call, which the server answers by sending the
 * list for review (with her optional note); the list stays public.
 */
export function requestWordlistReview(id: number, note: string): Promise<ReviewRequestDto> {
  return api.post<ReviewRequestDto>(`${listPath(id)}unpublish/`, note ? { note } : {});
}

/** Saves the list on the server as the user's selection (on every device). */
export function selectWordlistOnServer(id: number): Promise<unknown> {
  return api.post<unknown>(`${listPath(id)}select/`);
}

/** Saves a public list to the user's lists ('Add To List'); answers the favourite entry. */
export function favouriteWordlist(id: number): Promise<unknown> {
  return api.post<unknown>(`${listPath(id)}favourite/`);
}

export { flattenPages, nextOffset } from './paging';

/** The user's own lists, a page of 50 at a time; shared by the dashboard and My Wordlists. */
export function useMyWordlists(enabled = true) {
  return useInfiniteQuery({
    queryKey: wordlistKeys.mine,
    queryFn: ({ pageParam, signal }) => fetchMyWordlists(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages),
    enabled,
  });
}

/**
 * A search of own (`isPublic` false) or public lists. A blank public query is every public list, most liked first
 * (what Public Wordlists shows before she searches); a blank search of her own lists asks nothing.
 */
export function useWordlistSearch(query: string, isPublic: boolean) {
  return useInfiniteQuery({
    queryKey: wordlistKeys.search(isPublic ? 'public' : 'mine', query),
    queryFn: ({ pageParam, signal }) => searchWordlists(query, isPublic, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages),
    enabled: isPublic || query.trim() !== '',
  });
}

function mapPages(
  queryClient: QueryClient,
  update: (page: WordlistPage, index: number, pages: WordlistPage[]) => WordlistPage,
  queryKey: readonly unknown[] = wordlistKeys.all,
): void {
  queryClient.setQueriesData<WordlistPages>({ queryKey }, (data) =>
    data ? { ...data, pages: data.pages.map((page, index, pages) => update(page, index, pages)) } : data,
  );
}

/** Writes a changed list (edited, published, liked) into every loaded page that shows it. */
export function replaceWordlist(queryClient: QueryClient, list: WordlistDto): void {
  mapPages(queryClient, (page) =>
    page.results.some((item) => item.id === list.id)
      ? { ...page, results: page.results.map((item) => (item.id === list.id ? list : item)) }
      : page,
  );
}

/** Takes a deleted (or unpublished) list out of the loaded pages, and one off the counts of those that had it. */
export function removeWordlist(queryClient: QueryClient, id: number, queryKey: readonly unknown[] = wordlistKeys.all) {
  queryClient.setQueriesData<WordlistPages>({ queryKey }, (data) => {
    if (!data || !data.pages.some((page) => page.results.some((item) => item.id === id))) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        count: Math.max(0, page.count - 1),
        results: page.results.filter((item) => item.id !== id),
      })),
    };
  });
}

/** Appends a new list to the user's own lists (core §7: 201 → appended), counting it in. */
export function appendMyWordlist(queryClient: QueryClient, list: WordlistDto): void {
  const data = queryClient.getQueryData<WordlistPages>(wordlistKeys.mine);
  if (!data || data.pages.length === 0) {
    // Nothing loaded yet: the next load brings it.
    void queryClient.invalidateQueries({ queryKey: wordlistKeys.mine });
    return;
  }
  mapPages(
    queryClient,
    (page, index, pages) => ({
      ...page,
      count: page.count + 1,
      results: index === pages.length - 1 ? [...page.results, list] : page.results,
    }),
    wordlistKeys.mine,
  );
  // Searches of her own lists may now find it.
  void queryClient.invalidateQueries({ queryKey: ['wordlists', 'search', 'mine'] });
}

/** 'cat, dog, "ice cream"': a list's words as the teacher reads them. */
export function wordsText(words: readonly string[]): string {
  return words.join(', ');
}

/** '1 like' / '3 likes', in the reader's language. */
export function likesText(likes: number): string {
  const language = currentLanguage();
  // English keeps the plain digits it always showed; other languages group them as they write numbers.
  const number = language === 'en' ? String(likes) : formatNumber(likes, language);
  return i18n.t('wordlists:card.likes', { count: likes, likes: number });
}
