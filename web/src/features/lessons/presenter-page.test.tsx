import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { ClassDto, ClassScoreboardDto, LessonPlanDto } from '@playwords/common';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../lib/query-client';
import { setCurrentUser } from '../../lib/session';
import { deferredResponse, jsonResponse, mockFetch, networkFailure, type MockHandler } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import PresenterPage from './presenter-page';

const STAMP = '2026-11-20T09:00:00.000Z';
const PLAN = 'GET /api/lessons/5/';
const BOARD = 'GET /api/classes/9/scoreboard/';
const NEW_LESSON = 'POST /api/classes/9/new-lesson/';

const k2: ClassDto = {
  id: 9,
  name: 'K2 Blue',
  teams: [
    { id: 'a', name: 'Lions', colour: 'red', shape: 'circle', pupils: [] },
    { id: 'b', name: 'Tigers', colour: 'blue', shape: 'star', pupils: [] },
  ],
  lesson_started_at: STAMP,
  scores_reset_at: null,
  created_at: STAMP,
  updated_at: STAMP,
};

function board(lessonA: number, lessonB: number): ClassScoreboardDto {
  return {
    class: k2,
    totals: [
      { team_id: 'a', lesson: lessonA, all_time: 40 + lessonA },
      { team_id: 'b', lesson: lessonB, all_time: 30 + lessonB },
    ],
    days: [],
    games: [],
  };
}

function makePlan(overrides: Partial<LessonPlanDto> = {}): LessonPlanDto {
  return {
    id: 5,
    name: 'Animals week',
    class_id: 9,
    wordlist_id: 21,
    games: ['oneatatime', 'wordsearch', 'fightersbasic'],
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

/** Where the router went: the game page (or any other) as a path with its query. */
function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search}</div>;
}

function renderPresenter(entry: string) {
  const queryClient = createQueryClient();
  setCurrentUser(queryClient, makeUser());
  render(
    <AppProviders queryClient={queryClient} env="test">
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/lessons/:id/present" element={<PresenterPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

function mockLesson(plan: LessonPlanDto | MockHandler, extra: Record<string, MockHandler> = {}) {
  return mockFetch({
    [PLAN]: typeof plan === 'function' ? plan : () => jsonResponse(200, plan),
    [BOARD]: () => jsonResponse(200, board(3, 5)),
    ...extra,
  });
}

const where = () => screen.getByTestId('where').textContent;

async function findScores() {
  return within(await screen.findByRole('list', { name: 'Scores' }));
}

describe('the presenter', () => {
  it("opens with the lesson's name, its games and the class's scoreboard; Start posts a new lesson and opens game 1", async () => {
    const { callsTo } = mockLesson(makePlan(), { [NEW_LESSON]: () => jsonResponse(200, k2) });
    renderPresenter('/lessons/5/present');

    expect(await screen.findByRole('heading', { level: 1, name: 'Animals week' })).toBeInTheDocument();
    const today = within(screen.getByRole('region', { name: "Today's games" }));
    expect(today.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'One At A Time',
      'Word Search',
      'Fighters Basic',
    ]);
    const scores = await findScores();
    const teams = scores.getAllByRole('listitem');
    expect(teams[0]).toHaveTextContent(/Lions\s*.*3\s*This lesson\s*43\s*All time/);
    expect(teams[1]).toHaveTextContent(/Tigers\s*.*5\s*This lesson\s*35\s*All time/);
    expect(screen.getByRole('region', { name: 'Scoreboard of K2 Blue' })).toBeInTheDocument();
    expect(callsTo(NEW_LESSON)).toHaveLength(0);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Start the lesson' }));
    await waitFor(() => expect(screen.getByTestId('where')).toBeInTheDocument());
    expect(callsTo(NEW_LESSON)).toHaveLength(1);
    expect(where()).toBe('/games/oneatatime?wl=21&class=9&lesson=5&step=1');
  });

  it('does not open the game until the new lesson is recorded, and says so when it fails', async () => {
    const answer = deferredResponse();
    const { callsTo } = mockLesson(makePlan(), { [NEW_LESSON]: answer.handler });
    renderPresenter('/lessons/5/present');
    await findScores();

    // The keyboard works as well as the button.
    await userEvent.setup().keyboard('{Enter}');
    await waitFor(() => expect(callsTo(NEW_LESSON)).toHaveLength(1));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    await act(async () => answer.respond(jsonResponse(500, {})));

    expect(await screen.findByText('The lesson could not be started.')).toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start the lesson' })).toBeEnabled();
  });

  it('starts game 1 all the same when the network is down', async () => {
    const { callsTo } = mockLesson(makePlan(), { [NEW_LESSON]: () => networkFailure() });
    renderPresenter('/lessons/5/present');
    await findScores();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start the lesson' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/games/oneatatime?wl=21&class=9&lesson=5&step=1');
    expect(callsTo(NEW_LESSON)).toHaveLength(1);
  });

  it('after game 1 shows the scoreboard and a big Play for game 2; → (like Enter and Space) starts it too', async () => {
    const { callsTo } = mockLesson(makePlan());
    renderPresenter('/lessons/5/present?step=1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Game 1 of 3 done!' })).toBeInTheDocument();
    expect(screen.getByText('Animals week')).toBeInTheDocument();
    expect((await findScores()).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Game 2 of 3')).toBeInTheDocument();
    const play = screen.getByRole('button', { name: 'Play Word Search' });
    expect(play).toHaveFocus();
    expect(callsTo(BOARD)).toHaveLength(1);

    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(await screen.findByTestId('where')).toHaveTextContent('/games/wordsearch?wl=21&class=9&lesson=5&step=2');
  });

  it('fetches the scoreboard again when the window comes back into focus', async () => {
    let lesson = 3;
    const { callsTo } = mockLesson(makePlan(), { [BOARD]: () => jsonResponse(200, board(lesson, 5)) });
    renderPresenter('/lessons/5/present?step=2');
    expect(await screen.findByRole('button', { name: 'Play Fighters Basic' })).toBeInTheDocument();
    expect((await findScores()).getAllByRole('listitem')[0]).toHaveTextContent(/3\s*This lesson/);

    lesson = 6;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(callsTo(BOARD).length).toBeGreaterThan(1));
    await waitFor(async () =>
      expect((await findScores()).getAllByRole('listitem')[0]).toHaveTextContent(/6\s*This lesson/),
    );
  });

  it('after the last game says the lesson is done, with the final scoreboard and no next game', async () => {
    mockLesson(makePlan(), { [BOARD]: () => jsonResponse(200, board(9, 4)) });
    renderPresenter('/lessons/5/present?step=3');

    expect(await screen.findByRole('heading', { level: 1, name: 'Lesson done!' })).toBeInTheDocument();
    expect((await findScores()).getAllByRole('listitem')[0]).toHaveTextContent(/Lions\s*.*9\s*This lesson/);
    expect(screen.queryByRole('button', { name: /^Play/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Lesson Plans' })).toHaveAttribute('href', '/lessons');
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('runs a lesson without a class with no scoreboard and no new lesson to post', async () => {
    const { callsTo } = mockLesson(makePlan({ class_id: null, wordlist_id: null, games: ['wordsearch'] }));
    renderPresenter('/lessons/5/present');

    expect(await screen.findByText('No class: the games run without a scoreboard.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Scores' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start the lesson' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/games\/wordsearch\?lesson=5&step=1$/);
    expect(callsTo(BOARD)).toHaveLength(0);
    expect(callsTo(NEW_LESSON)).toHaveLength(0);
  });

  it('says so when the plan is not there', async () => {
    mockLesson(() => jsonResponse(404, { detail: 'Not found.' }));
    renderPresenter('/lessons/5/present');
    expect(await screen.findByText('This lesson plan was not found. It may have been deleted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Lesson Plans' })).toHaveAttribute('href', '/lessons');
  });
});
