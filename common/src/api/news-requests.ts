import { z } from 'zod';
import { formBoolean } from './form-values';
import { NEWS_NAME_MAX, NEWS_TEXT_MAX, NewsMessage } from './news';
import { characterCount } from '../rules/words';

/** The largest id PostgreSQL's `integer` holds. */
const MAX_ID = 2_147_483_647;

/** A post's id: a whole number from 1, as JSON sends it or as a form's digits. */
const postId = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : value),
  z
    .number({ error: NewsMessage.badId })
    .int(NewsMessage.badId)
    .min(1, NewsMessage.badId)
    .max(MAX_ID, NewsMessage.badId),
);

/**
 * `POST /api/news/vote/` (accounts §4, §7): `vote` true likes, false dislikes (the contract's form booleans too).
 * The same vote again takes it back; the other one switches it.
 */
export const newsVoteInput = z.object({ id: postId, vote: formBoolean });
export type NewsVoteInput = z.input<typeof newsVoteInput>;

/** `POST /api/news/delete-vote/`: takes her vote on the post back (none: nothing changes). */
export const newsDeleteVoteInput = z.object({ id: postId });
export type NewsDeleteVoteInput = z.input<typeof newsDeleteVoteInput>;

/**
 * A new post as the operator writes it (the admin command line). The name is trimmed; the text keeps its lines
 * (Windows line ends become plain ones) without blank space around it. Both are capped in characters; a text far
 * over its cap is refused before it is tidied.
 */
export const newsPostInput = z.object({
  name: z.string().transform((value, ctx) => {
    if (value.length > NEWS_NAME_MAX * 4) return refuse(ctx, NewsMessage.nameTooLong);
    const name = value.replace(/\s+/g, ' ').trim();
    if (name === '') return refuse(ctx, NewsMessage.nameRequired);
    if (characterCount(name) > NEWS_NAME_MAX) return refuse(ctx, NewsMessage.nameTooLong);
    return name;
  }),
  text: z.string().transform((value, ctx) => {
    if (value.length > NEWS_TEXT_MAX * 4) return refuse(ctx, NewsMessage.textTooLong);
    const text = value
      .replace(/\r\n?/g, '\n')
      .replace(/[ \t]+$/gm, '')
      .trim();
    if (text === '') return refuse(ctx, NewsMessage.textRequired);
    if (characterCount(text) > NEWS_TEXT_MAX) return refuse(ctx, NewsMessage.textTooLong);
    return text;
  }),
});
export type NewsPostInput = z.input<typeof newsPostInput>;

function refuse(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}
