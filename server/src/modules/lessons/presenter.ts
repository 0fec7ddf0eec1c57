import type { LessonPlanDto } from '@playwords/common';
import type { LessonPlanRow } from './repository';

/** A plan as the API answers it. */
export function presentPlan(row: LessonPlanRow): LessonPlanDto {
  return {
    id: row.id,
    name: row.name,
    class_id: row.classId,
    wordlist_id: row.wordlistId,
    games: [...row.games],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
