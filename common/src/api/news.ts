// News posts as the API answers them (accounts §2, §3, §4, §7), and the texts both sides show. No zod here: web
// pages import these without pulling the schemas in (those are in news-requests.ts).

/** One news post (accounts §3). `text` is plain text as the operator wrote it: never markup. */
export interface NewsPostDto {
  id: number;
  name: string;
  text: string;
  /** The picture's URL (a PNG the server made), or null for a post without one. */
  image: string | null;
  /** ISO 8601, UTC. */
  created_on: string;
  /** Counted from the teachers' votes, so never below 0. */
  likes: number;
  dislikes: number;
}

/** A page of `GET /api/news/`, newest first (api-contract.md § Paging). */
export interface NewsPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: NewsPostDto[];
}

/**
 * The answer of `POST /api/news/vote/` and `POST /api/news/delete-vote/`: the post with its counts after the call,
 * and her vote on it now (true a like, false a dislike, null none), as `voted_posts` of the user object has it.
 */
export interface NewsVoteResponse {
  post: NewsPostDto;
  vote: boolean | null;
}

/** A post's longest name and text, in characters (the operator's command refuses longer ones). */
export const NEWS_NAME_MAX = 200;
export const NEWS_TEXT_MAX = 20_000;

/** The server's refusals of a post (the operator's command prints them) and of a vote. */
export const NewsMessage = {
  nameRequired: 'A news post needs a name.',
  nameTooLong: `A news post's name can have at most ${NEWS_NAME_MAX} characters.`,
  textRequired: 'A news post needs some text.',
  textTooLong: `A news post's text can have at most ${NEWS_TEXT_MAX} characters.`,
  badId: 'A valid integer is required.',
} as const;

/** The News page's texts (accounts §2: the title 'News'). */
export const NewsText = {
  title: 'News',
  loading: 'Loading news',
  empty: 'No news yet. Come back soon!',
  loadFailed: 'The news could not be loaded.',
  loadMore: 'LOAD MORE',
  /** Before the post's date (its date part, accounts §2). */
  postedOn: 'Posted on',
  like: 'Like',
  dislike: 'Dislike',
  /** The buttons' accessible names with their counts: 'Like (3)'. */
  likeLabel: (count: number) => `Like (${count})`,
  dislikeLabel: (count: number) => `Dislike (${count})`,
  voteFailed: 'Your vote could not be saved. Please try again.',
} as const;
