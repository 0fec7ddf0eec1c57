// The News feature's calls (accounts §7) and its cache: the posts, a page of 50 at a time, and her votes, which
// live in the user object's voted_posts (the ['me'] query) so every page sees the same answer.
import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  DEFAULT_PAGE_SIZE,
  type NewsPage,
  type NewsPostDto,
  type NewsVoteResponse,
  type UserDto,
} from '@playwords/common';
import { api } from '../../lib/api';
import { nextOffset } from '../../lib/paging';
import { meQueryKey } from '../../lib/session';

export type NewsPages = InfiniteData<NewsPage>;

export const newsKeys = { all: ['news'] as const };

/** `GET /api/news/`: a page of posts, newest first. */
export function fetchNews(offset: number, signal?: AbortSignal): Promise<NewsPage> {
  return api.get<NewsPage>(`/news/?limit=${DEFAULT_PAGE_SIZE}&offset=${offset}`, { signal });
}

/** `POST /api/news/vote/`: true likes, false dislikes (the same vote again takes it back on the server). */
export function sendVote(id: number, vote: boolean): Promise<NewsVoteResponse> {
  return api.post<NewsVoteResponse>('/news/vote/', { id, vote });
}

/** `POST /api/news/delete-vote/`: takes her vote back. */
export function sendDeleteVote(id: number): Promise<NewsVoteResponse> {
  return api.post<NewsVoteResponse>('/news/delete-vote/', { id });
}

/** The posts, 50 at a time with Load More. */
export function useNews() {
  return useInfiniteQuery({
    queryKey: newsKeys.all,
    queryFn: ({ pageParam, signal }) => fetchNews(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages),
  });
}

/** Her vote on a post as the user object has it: true a like, false a dislike, null none. */
export function voteOf(user: Pick<UserDto, 'voted_posts'> | undefined, postId: number): boolean | null {
  return user?.voted_posts[String(postId)]?.vote ?? null;
}

/** Her vote after a click on like (true) or dislike (false): the same one again takes it back (accounts §4). */
export function voteAfterClick(current: boolean | null, clicked: boolean): boolean | null {
  return current === clicked ? null : clicked;
}

/** A post's counts once her vote goes from `from` to `to` (never below 0). */
export function withVote(post: NewsPostDto, from: boolean | null, to: boolean | null): NewsPostDto {
  const change = (side: boolean) => (to === side ? 1 : 0) - (from === side ? 1 : 0);
  return {
    ...post,
    likes: Math.max(0, post.likes + change(true)),
    dislikes: Math.max(0, post.dislikes + change(false)),
  };
}

/** Writes a post into every loaded page that shows it. */
function replacePost(queryClient: QueryClient, post: NewsPostDto): void {
  queryClient.setQueriesData<NewsPages>({ queryKey: newsKeys.all }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            results: page.results.map((item) => (item.id === post.id ? post : item)),
          })),
        }
      : data,
  );
}

/** Writes her vote on a post into the user object's voted_posts. */
function storeVote(queryClient: QueryClient, postId: number, vote: boolean | null): void {
  queryClient.setQueryData<UserDto>(meQueryKey, (me) => {
    if (!me) return me;
    const voted = { ...me.voted_posts };
    if (vote === null) delete voted[String(postId)];
    else voted[String(postId)] = { vote };
    return { ...me, voted_posts: voted };
  });
}

/** A click on like or dislike: the post as shown, her vote then, and what she asked for. */
export interface VoteRequest {
  post: NewsPostDto;
  current: boolean | null;
  clicked: boolean;
}

/**
 * A vote on one post, shown at once (accounts §4: the interface updates optimistically): the counts and her vote
 * change before the call, the server's answer replaces them, and a failure puts back what was shown before (the
 * caller shows the error). One call per post at a time: the caller waits while `isPending`.
 */
export function useVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ post, current, clicked }: VoteRequest) => {
      const wanted = voteAfterClick(current, clicked);
      return wanted === null ? sendDeleteVote(post.id) : sendVote(post.id, wanted);
    },
    // The posts' query is not cancelled first: it refetches only when asked (no refetch on focus), and cancelling it
    // would drop a Load More she pressed a moment before.
    onMutate: ({ post, current, clicked }: VoteRequest) => {
      const wanted = voteAfterClick(current, clicked);
      replacePost(queryClient, withVote(post, current, wanted));
      storeVote(queryClient, post.id, wanted);
    },
    onSuccess: ({ post, vote }) => {
      replacePost(queryClient, post);
      storeVote(queryClient, post.id, vote);
    },
    onError: (_error, { post, current }) => {
      replacePost(queryClient, post);
      storeVote(queryClient, post.id, current);
    },
  });
}
