import type { NewsPostDto, NewsVoteResponse } from '@playwords/common';
import type { NewsPostView, VoteOutcome } from './service';

/** Turns a storage key into the URL a browser loads it from (the app's storage: `app.storage.url`). */
export type MediaUrl = (key: string) => string;

/** Shapes a post as the API's news post (accounts §3). Name and text go out as JSON text, never markup. */
export function presentPost({ post, likes, dislikes }: NewsPostView, mediaUrl: MediaUrl): NewsPostDto {
  return {
    id: post.id,
    name: post.name,
    text: post.text,
    image: post.imageKey ? mediaUrl(post.imageKey) : null,
    created_on: post.createdOn.toISOString(),
    likes,
    dislikes,
  };
}

/** The answer of both vote routes: the post with its counts now, and her vote on it (null: none). */
export function presentVote({ view, vote }: VoteOutcome, mediaUrl: MediaUrl): NewsVoteResponse {
  return { post: presentPost(view, mediaUrl), vote };
}
