import { useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  ClassDto,
  ClassSummaryDto,
  ClassListDto,
  ClassResultInput,
  ClassResultResponse,
  ClassScoreboardDto,
  ClassTeamColour,
  ClassTeamShape,
  ClassTeamTotals,
  ClassWordsDto,
} from '@playwords/common';
import { api } from '../../lib/api';
import { fetchClassList, fetchClassScoreboard, sharedClassKeys, startClassLesson } from '../../lib/classes';
import { fetchWordlist } from '../../lib/wordlists';
import { newResultId as makeResultId } from '@playwords/common';

/** A team as the class form sends it: with its `id` it keeps its points, without one it is new. */
export interface ClassTeamInput {
  id?: string;
  name: string;
  colour: ClassTeamColour;
  shape: ClassTeamShape;
  pupils: string[];
}

export interface ClassInput {
  name: string;
  teams: ClassTeamInput[];
}

/** Cache keys: everything about classes starts with 'classes', so one change can refresh it all. */
export const classKeys = {
  all: ['classes'] as const,
  list: sharedClassKeys.list,
  /** One class's scoreboard (its class, totals, days and games). */
  scoreboard: sharedClassKeys.scoreboard,
  lists: (id: number) => ['classes', id, 'lists'] as const,
  words: (id: number, wordlistId: number) => ['classes', id, 'words', wordlistId] as const,
  /** A word list the heat map shows (its words, in the list's order). */
  wordlist: (wordlistId: number) => ['classes', 'wordlist', wordlistId] as const,
};

const classPath = (id: number) => `/classes/${id}/`;

export const fetchClasses = fetchClassList;
export const createClass = (input: ClassInput) => api.post<ClassDto>('/classes/', input);
export const updateClass = (id: number, input: ClassInput) => api.patch<ClassDto>(classPath(id), input);
export const deleteClass = (id: number) => api.delete<void>(classPath(id));
export const fetchScoreboard = fetchClassScoreboard;
export const postResult = (id: number, result: ClassResultInput) =>
  api.post<ClassResultResponse>(`${classPath(id)}results/`, result);
export const startNewLesson = startClassLesson;
export const resetScores = (id: number) => api.post<ClassDto>(`${classPath(id)}reset/`);
export const fetchClassLists = (id: number, signal?: AbortSignal) =>
  api.get<ClassListDto[]>(`${classPath(id)}lists/`, { signal });
export const fetchClassWords = (id: number, wordlistId: number, signal?: AbortSignal) =>
  api.get<ClassWordsDto>(`${classPath(id)}words/?wordlist=${wordlistId}`, { signal });
export const resetClassWords = (id: number, wordlistId: number) =>
  api.post<void>(`${classPath(id)}words/reset/`, { wordlist_id: wordlistId });

export function useClasses() {
  return useQuery({ queryKey: classKeys.list, queryFn: ({ signal }) => fetchClasses(signal) });
}

export function useScoreboard(id: number) {
  return useQuery({ queryKey: classKeys.scoreboard(id), queryFn: ({ signal }) => fetchScoreboard(id, signal) });
}

export function useClassLists(id: number) {
  return useQuery({ queryKey: classKeys.lists(id), queryFn: ({ signal }) => fetchClassLists(id, signal) });
}

export function useClassWords(id: number, wordlistId: number | null) {
  return useQuery({
    queryKey: classKeys.words(id, wordlistId ?? 0),
    queryFn: ({ signal }) => fetchClassWords(id, wordlistId ?? 0, signal),
    enabled: wordlistId !== null,
  });
}

export function useWordlist(wordlistId: number | null) {
  return useQuery({
    queryKey: classKeys.wordlist(wordlistId ?? 0),
    queryFn: ({ signal }) => fetchWordlist(wordlistId ?? 0, signal),
    enabled: wordlistId !== null,
  });
}

/** Writes a class the server answered into the list and into its scoreboard. */
export function storeClass(queryClient: QueryClient, saved: ClassDto): void {
  queryClient.setQueryData<ClassSummaryDto[]>(classKeys.list, (list) => {
    if (!list) return list;
    const before = list.find((item) => item.id === saved.id);
    // Its totals as they were (a team new to the class has none yet: the card shows 0).
    const summary = { ...saved, totals: before?.totals ?? [] };
    const others = list.filter((item) => item.id !== saved.id);
    return [...others, summary].sort((a, b) => a.name.localeCompare(b.name));
  });
  queryClient.setQueryData<ClassScoreboardDto>(classKeys.scoreboard(saved.id), (board) =>
    board ? { ...board, class: saved } : board,
  );
}

/** Takes a deleted class out of the cache. */
export function forgetClass(queryClient: QueryClient, id: number): void {
  queryClient.setQueryData<ClassSummaryDto[]>(classKeys.list, (list) => list?.filter((item) => item.id !== id));
  queryClient.removeQueries({ queryKey: ['classes', id] });
}

/** Writes new totals into a class's scoreboard. */
export function storeTotals(queryClient: QueryClient, id: number, totals: ClassTeamTotals[]): void {
  queryClient.setQueryData<ClassScoreboardDto>(classKeys.scoreboard(id), (board) =>
    board ? { ...board, totals } : board,
  );
}

/** A result's client id: random, made once, sent again unchanged if the call is repeated. */
export const newResultId = (): string => makeResultId(globalThis.crypto);
