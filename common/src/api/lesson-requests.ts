import { z } from 'zod';
import { CLASS_LIMITS, ClassMessage } from './classes';
import { findPlayableGame } from '../catalogue/games';
import { characterCount } from '../rules/words';

/** The largest id PostgreSQL's `integer` holds. */
const MAX_ID = 2_147_483_647;

/**
 * A plan's name: refused before it is tidied when far over its cap, then white space collapsed and trimmed, then
 * required and capped in characters.
 */
const lessonName = z.unknown().transform((value, ctx): string => {
  if (typeof value !== 'string') return refuse(ctx, ClassMessage.lessonNameRequired);
  if (value.length > CLASS_LIMITS.lessonName * 4) return refuse(ctx, ClassMessage.lessonNameTooLong);
  const name = value.replace(/\s+/g, ' ').trim();
  if (name === '') return refuse(ctx, ClassMessage.lessonNameRequired);
  if (characterCount(name) > CLASS_LIMITS.lessonName) return refuse(ctx, ClassMessage.lessonNameTooLong);
  return name;
});

/**
 * An id or null (none): a whole number from 1, as JSON sends it or as a form's digits; `message` for anything
 * else. Whether it names something she may use is the server's question.
 */
function nullableId(message: string) {
  return z.unknown().transform((value, ctx): number | null => {
    if (value === null || value === '') return null;
    const id = typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : value;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ID) return refuse(ctx, message);
    return id;
  });
}

/** The games in order: 1 to 8 catalogue keys, each one a game page can open; the same game may come twice. */
const lessonGames = z.unknown().transform((value, ctx): string[] => {
  if (!Array.isArray(value)) return refuse(ctx, ClassMessage.lessonGamesCount);
  if (value.length < 1 || value.length > CLASS_LIMITS.lessonGames) return refuse(ctx, ClassMessage.lessonGamesCount);
  if (value.some((key) => typeof key !== 'string' || findPlayableGame(key) === undefined)) {
    return refuse(ctx, ClassMessage.badGame);
  }
  return value as string[];
});

/** `POST /api/lessons/`: a new plan; a class or a list left out is none. */
export const lessonCreateInput = z.object({
  name: lessonName,
  class_id: nullableId(ClassMessage.classNotFound).optional().default(null),
  wordlist_id: nullableId(ClassMessage.badWordlist).optional().default(null),
  games: lessonGames,
});
export type LessonCreateInput = z.input<typeof lessonCreateInput>;

/** `PATCH /api/lessons/:id/`: what is sent changes (null clears the class or the list), the rest stays. */
export const lessonPatchInput = z.object({
  name: lessonName.optional(),
  class_id: nullableId(ClassMessage.classNotFound).optional(),
  wordlist_id: nullableId(ClassMessage.badWordlist).optional(),
  games: lessonGames.optional(),
});
export type LessonPatchInput = z.input<typeof lessonPatchInput>;

function refuse(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}
