import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ClassDto, LessonPlanDto } from '@playwords/common';
import { i18n } from '../../lib/i18n';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { LAZY, renderApp } from '../../test/render-app';
import { answerPage, makeWordlist, WL } from '../../test/wordlists';

const STAMP = '2026-11-20T09:00:00.000Z';
const k2: ClassDto = {
  id: 9,
  name: 'K2 Blue',
  teams: [{ id: 'a', name: 'Lions', colour: 'red', shape: 'circle', pupils: [] }],
  lesson_started_at: STAMP,
  scores_reset_at: null,
  created_at: STAMP,
  updated_at: STAMP,
};
const plan: LessonPlanDto = {
  id: 5,
  name: 'Animals week',
  class_id: 9,
  wordlist_id: 1,
  games: ['oneatatime', 'wordsearch'],
  created_at: STAMP,
  updated_at: STAMP,
};

describe('lesson plans in Chinese', () => {
  it('shows the page, the card and its games by their Chinese names', async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    mockFetch({
      'GET /api/lessons/': () => jsonResponse(200, [plan, { ...plan, id: 6, name: 'Quiet', class_id: null }]),
      'GET /api/classes/': () => jsonResponse(200, [k2]),
      [WL.mine()]: answerPage([makeWordlist({ id: 1, theme: 'Animals' })]),
    });
    renderApp('/lessons', { user: makeUser({ language: 'zh-CN', current_plan_type: 'PRO' }) });

    expect(await screen.findByRole('heading', { level: 1, name: '课程计划' }, LAZY)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('课程计划'));
    const card = within(await screen.findByRole('article', { name: 'Animals week' }));
    const chips = within(card.getByRole('list', { name: '游戏' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['1 单词闪卡', '2 单词搜索']);
    expect(card.getByRole('link', { name: '演示Animals week' })).toHaveAttribute('href', '/lessons/5/present');
    expect(within(screen.getByRole('article', { name: 'Quiet' })).getByText('无班级（不计分）')).toBeInTheDocument();
  });

  it('runs the presenter in Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    mockFetch({
      'GET /api/lessons/5/': () => jsonResponse(200, plan),
      'GET /api/classes/9/scoreboard/': () =>
        jsonResponse(200, { class: k2, totals: [{ team_id: 'a', lesson: 2, all_time: 9 }], days: [], games: [] }),
    });
    renderApp('/lessons/5/present?step=1', { user: makeUser({ language: 'zh-CN' }) });

    expect(
      await screen.findByRole('heading', { level: 1, name: '第 1 个游戏完成！（共 2 个）' }, LAZY),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '开始玩单词搜索' })).toBeInTheDocument();
    expect(screen.getByText('按 Enter、空格键或 → 开始下一个游戏。')).toBeInTheDocument();
  });
});
