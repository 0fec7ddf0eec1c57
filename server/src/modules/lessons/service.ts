import { CLASS_LIMITS, ClassMessage, type FieldErrors } from '@playwords/common';
import type { Db } from '../../db/client';
import { HttpError, notFound, ValidationError } from '../../platform/http-errors';
import { authorize, policies, type Actor } from '../../policies/policies';
import { ownClassExists } from '../classes/service';
import { getWordlist } from '../wordlists/service';
import {
  countPlansOf,
  deletePlanRow,
  findPlanRow,
  insertPlan,
  lockPlansOf,
  plansOf,
  updatePlanRow,
  type LessonPlanRow,
} from './repository';

export type { LessonPlanRow };

/** A new plan as the request body reads it (common's lessonCreateInput). */
export interface NewLessonPlan {
  name: string;
  class_id: number | null;
  wordlist_id: number | null;
  games: string[];
}

/** What a patch changes (absent: stays). */
export interface LessonPlanChanges {
  name?: string | undefined;
  class_id?: number | null | undefined;
  wordlist_id?: number | null | undefined;
  games?: string[] | undefined;
}

/** A path id as a plan id; anything else names no plan. */
export function parseLessonPlanId(raw: string): number | null {
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/** Her plan; another teacher's, or none, is 404. */
async function findOwn(db: Db, user: Actor, id: number | null): Promise<LessonPlanRow> {
  const row = id === null ? undefined : await findPlanRow(db, id);
  if (!row) throw notFound();
  authorize(policies.changeLessonPlan(user, row));
  return row;
}

/** Whether she may read that list (her own or a public one). */
async function canReadWordlist(db: Db, user: Actor, id: number): Promise<boolean> {
  try {
    await getWordlist(db, user, id);
    return true;
  } catch (error) {
    if (error instanceof HttpError && (error.statusCode === 404 || error.statusCode === 403)) return false;
    throw error;
  }
}

/**
 * Refuses a class that is not hers (under `class_id`) and a list she cannot read (under `wordlist_id`), both at
 * once; null (none) and absent pass.
 */
async function checkReferences(db: Db, user: Actor, refs: LessonPlanChanges): Promise<void> {
  const errors: FieldErrors = {};
  if (refs.class_id !== undefined && refs.class_id !== null && !(await ownClassExists(db, user.id, refs.class_id))) {
    errors.class_id = [ClassMessage.classNotFound];
  }
  if (
    refs.wordlist_id !== undefined &&
    refs.wordlist_id !== null &&
    !(await canReadWordlist(db, user, refs.wordlist_id))
  ) {
    errors.wordlist_id = [ClassMessage.badWordlist];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** Her plans by name. */
export function listLessonPlans(db: Db, user: Actor): Promise<LessonPlanRow[]> {
  return plansOf(db, user.id);
}

/** One plan of hers. */
export function getLessonPlan(db: Db, user: Actor, id: number | null): Promise<LessonPlanRow> {
  return findOwn(db, user, id);
}

/** A new plan: its class hers, its list one she can read, and at most CLASS_LIMITS.lessons plans. */
export async function createLessonPlan(db: Db, user: Actor, input: NewLessonPlan, now: Date): Promise<LessonPlanRow> {
  await checkReferences(db, user, input);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await lockPlansOf(tx, user.id);
    if ((await countPlansOf(tx, user.id)) >= CLASS_LIMITS.lessons) {
      throw new ValidationError({ non_field_errors: [ClassMessage.tooManyLessons] });
    }
    return insertPlan(tx, {
      ownerId: user.id,
      name: input.name,
      classId: input.class_id,
      wordlistId: input.wordlist_id,
      games: input.games,
      createdAt: now,
      updatedAt: now,
    });
  });
}

/** Changes what was sent of her plan (checked as a new plan's); answers it. */
export async function updateLessonPlan(
  db: Db,
  user: Actor,
  id: number | null,
  changes: LessonPlanChanges,
  now: Date,
): Promise<LessonPlanRow> {
  const plan = await findOwn(db, user, id);
  await checkReferences(db, user, changes);
  const row = await updatePlanRow(db, plan.id, user.id, {
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(changes.class_id !== undefined ? { classId: changes.class_id } : {}),
    ...(changes.wordlist_id !== undefined ? { wordlistId: changes.wordlist_id } : {}),
    ...(changes.games !== undefined ? { games: changes.games } : {}),
    updatedAt: now,
  });
  if (!row) throw notFound();
  return row;
}

/** Deletes her plan. */
export async function deleteLessonPlan(db: Db, user: Actor, id: number | null): Promise<void> {
  const plan = await findOwn(db, user, id);
  if (!(await deletePlanRow(db, plan.id, user.id))) throw notFound();
}
