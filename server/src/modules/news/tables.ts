import { boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';
import { users } from '../users/tables';

/**
 * News posts (accounts §3), written by the operator from the command line. `text` is plain text as written
 * (paragraphs are blank lines; links are found when it is shown, never stored as markup). `image_key` names the
 * picture in the image store (the upload pipeline's output); null: a post without a picture.
 */
export const newsPosts = pgTable(
  'news_posts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    text: text('text').notNull(),
    imageKey: text('image_key'),
    createdOn: timestamptz('created_on').notNull(),
    /** The last edit from the operator console; null when never edited. */
    updatedAt: timestamptz('updated_at'),
  },
  (t) => [index('news_posts_created_on_idx').on(t.createdOn, t.id)],
);

/**
 * One row per teacher who voted on a post: `vote` true is a like, false a dislike. A post's likes and dislikes
 * are counted from these rows, so no interleaving of votes can take a count below 0 (accounts §4, Voting).
 */
export const newsVotes = pgTable(
  'news_votes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => newsPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vote: boolean('vote').notNull(),
    votedAt: timestamptz('voted_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('news_votes_user_idx').on(t.userId)],
);
