import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { LessonPlanDto } from '@playwords/common';
import { api } from '../../lib/api';
import { fetchClassList, fetchClassScoreboard, fetchLessonPlan, sharedClassKeys } from '../../lib/classes';
import { fetchWordlist } from '../../lib/wordlists';

/** What the plan form sends: a whole plan (a class or list left out is null). */
export interface LessonPlanInput {
  name: string;
  class_id: number | null;
  wordlist_id: number | null;
  games: string[];
}

/**
 * Cache keys. Plans under 'lessons'; classes and scoreboards under the keys the classes pages use for the same
 * answers (['classes', …]), so a change on either page refreshes both.
 */
export const lessonKeys = {
  all: ['lessons'] as const,
  plan: sharedClassKeys.lessonPlan,
  classes: sharedClassKeys.list,
  scoreboard: sharedClassKeys.scoreboard,
  wordlist: (id: number) => ['lessons', 'wordlist', id] as const,
};

const planPath = (id: number) => `/lessons/${id}/`;

export const fetchLessonPlans = (signal?: AbortSignal) => api.get<LessonPlanDto[]>('/lessons/', { signal });
export const createLessonPlan = (input: LessonPlanInput) => api.post<LessonPlanDto>('/lessons/', input);
export const updateLessonPlan = (id: number, input: LessonPlanInput) => api.patch<LessonPlanDto>(planPath(id), input);
export const deleteLessonPlan = (id: number) => api.delete<void>(planPath(id));

export function useLessonPlans() {
  return useQuery({ queryKey: lessonKeys.all, queryFn: ({ signal }) => fetchLessonPlans(signal) });
}

export function useLessonPlan(id: number | null) {
  return useQuery({
    queryKey: lessonKeys.plan(id ?? 0),
    queryFn: ({ signal }) => fetchLessonPlan(id ?? 0, signal),
    enabled: id !== null,
  });
}

export function useClasses() {
  return useQuery({ queryKey: lessonKeys.classes, queryFn: ({ signal }) => fetchClassList(signal) });
}

/** A class's scoreboard, fetched again whenever the window comes back into focus (back from a game's tab). */
export function useScoreboard(classId: number | null) {
  return useQuery({
    queryKey: lessonKeys.scoreboard(classId ?? 0),
    queryFn: ({ signal }) => fetchClassScoreboard(classId ?? 0, signal),
    enabled: classId !== null,
    staleTime: 0,
    refetchOnWindowFocus: 'always',
  });
}

/** A list she may read that is not among her own and saved lists (a public one a plan names). */
export function useWordlist(id: number | null) {
  return useQuery({
    queryKey: lessonKeys.wordlist(id ?? 0),
    queryFn: ({ signal }) => fetchWordlist(id ?? 0, signal),
    enabled: id !== null,
    staleTime: 5 * 60_000,
  });
}

/** Writes a created or changed plan into the loaded list of plans, kept in the server's order (by name). */
export function putLessonPlan(queryClient: QueryClient, plan: LessonPlanDto): void {
  queryClient.setQueryData<LessonPlanDto[]>(lessonKeys.all, (plans) => {
    if (!plans) return plans;
    const others = plans.filter((other) => other.id !== plan.id);
    return [...others, plan].sort(
      (a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase(), 'en') || a.id - b.id,
    );
  });
  queryClient.setQueryData(lessonKeys.plan(plan.id), plan);
}

export function removeLessonPlan(queryClient: QueryClient, id: number): void {
  queryClient.setQueryData<LessonPlanDto[]>(lessonKeys.all, (plans) => plans?.filter((plan) => plan.id !== id));
  queryClient.removeQueries({ queryKey: lessonKeys.plan(id) });
}
