// The class and lesson-plan calls that several pages make (My Classes, the presenter, a lesson's game page), with
// one cache key each, so an answer fetched by one page serves the others and a change refreshes them all.
import type { ClassDto, ClassScoreboardDto, ClassSummaryDto, LessonPlanDto } from '@playwords/common';
import { api } from './api';

/** Every class query starts with 'classes' (one prefix refreshes a class's all: the results queue uses it). */
export const sharedClassKeys = {
  list: ['classes', 'list'] as const,
  scoreboard: (classId: number) => ['classes', classId, 'scoreboard'] as const,
  lessonPlan: (id: number) => ['lessons', id] as const,
};

/** Her classes by name, each with its teams' totals. */
export const fetchClassList = (signal?: AbortSignal) => api.get<ClassSummaryDto[]>('/classes/', { signal });

/** A class's scoreboard: totals this lesson and all time, the chart's days, the last games. */
export const fetchClassScoreboard = (classId: number, signal?: AbortSignal) =>
  api.get<ClassScoreboardDto>(`/classes/${classId}/scoreboard/`, { signal });

/** 'This lesson' starts now for the class (the class page's New lesson, the presenter's Start). */
export const startClassLesson = (classId: number) => api.post<ClassDto>(`/classes/${classId}/new-lesson/`);

export const fetchLessonPlan = (id: number, signal?: AbortSignal) =>
  api.get<LessonPlanDto>(`/lessons/${id}/`, { signal });
