// Test data for the classes pages (imported by their tests only).
import type { ClassDto, ClassScoreboardDto, ClassSummaryDto, ClassTeamDto } from '@playwords/common';
import { jsonResponse, type MockHandler } from '../../test/fetch-mock';

export const CL = {
  list: 'GET /api/classes/',
  create: 'POST /api/classes/',
  patch: (id: number) => `PATCH /api/classes/${id}/`,
  remove: (id: number) => `DELETE /api/classes/${id}/`,
  scoreboard: (id: number) => `GET /api/classes/${id}/scoreboard/`,
  results: (id: number) => `POST /api/classes/${id}/results/`,
  newLesson: (id: number) => `POST /api/classes/${id}/new-lesson/`,
  reset: (id: number) => `POST /api/classes/${id}/reset/`,
  lists: (id: number) => `GET /api/classes/${id}/lists/`,
  words: (id: number, wordlist: number) => `GET /api/classes/${id}/words/?wordlist=${wordlist}`,
  wordsReset: (id: number) => `POST /api/classes/${id}/words/reset/`,
  wordlist: (id: number) => `GET /api/wordlists/${id}/`,
} as const;

export function makeTeam(overrides: Partial<ClassTeamDto> = {}): ClassTeamDto {
  return { id: 't1', name: 'Lions', colour: 'red', shape: 'circle', pupils: [], ...overrides };
}

export function makeClass(overrides: Partial<ClassDto> = {}): ClassDto {
  return {
    id: 5,
    name: 'K2 Blue',
    teams: [
      makeTeam(),
      makeTeam({ id: 't2', name: 'Tigers', colour: 'blue', shape: 'square', pupils: ['Ann', 'Ben'] }),
    ],
    lesson_started_at: '2026-11-20T09:00:00.000Z',
    scores_reset_at: null,
    created_at: '2026-11-01T09:00:00.000Z',
    updated_at: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

export function makeBoard(klass: ClassDto, overrides: Partial<ClassScoreboardDto> = {}): ClassScoreboardDto {
  return {
    class: klass,
    totals: klass.teams.map((team, i) => ({ team_id: team.id, lesson: i + 2, all_time: (i + 1) * 10 })),
    days: [],
    games: [],
    ...overrides,
  };
}

/** A class as her list answers it: with its teams' totals (the scoreboard's unless given). */
export function makeSummary(klass: ClassDto, totals = makeBoard(klass).totals): ClassSummaryDto {
  return { ...klass, totals };
}

export const answer =
  (body: unknown, status = 200): MockHandler =>
  () =>
    jsonResponse(status, body);
