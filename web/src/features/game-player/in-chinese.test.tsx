import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { ErrorDetail } from '@playwords/common';
import { i18n } from '../../lib/i18n';
import { jsonResponse, mockFetch, networkFailure } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { LAZY, renderApp } from '../../test/render-app';

const SESSION = 'GET /api/games/session_key/';
const KEY = { session_id: 'sess-123', user_token: 'tok-456' };
const PAGE = '<!doctype html><html><head><title>Word Search</title></head><body></body></html>';

describe('the game page in Chinese', () => {
  it('asks the game in Chinese: lang=zh-CN on the template call', async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    const template = 'GET /api/games/1/template/?wl=5&lang=zh-CN';
    const { callsTo } = mockFetch({
      [SESSION]: () => jsonResponse(200, KEY),
      [template]: () => new Response(PAGE, { status: 200, headers: { 'Content-Type': 'text/html' } }),
    });
    renderApp('/games/wordsearch', { user: makeUser({ selected_wordlist: 5, language: 'zh-CN' }) });

    expect(await screen.findByTitle('单词搜索', {}, LAZY)).toBeInTheDocument();
    expect(callsTo(template)).toHaveLength(1);
    expect(screen.getByRole('button', { name: '全屏' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '单词搜索' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('单词搜索'));
  });

  it('asks for a wordlist when none is selected', async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    mockFetch({});
    renderApp('/games/wordsearch', { user: makeUser({ selected_wordlist: null, language: 'zh-CN' }) });

    expect(await screen.findByRole('heading', { name: '请为“单词搜索”选择一个单词表' }, LAZY)).toBeInTheDocument();
    expect(screen.getByText(/游戏会使用你选中的单词表里的单词/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '前往我的单词表' })).toHaveAttribute('href', '/my-wordlists');
    expect(screen.getByRole('link', { name: '查找公共单词表' })).toHaveAttribute('href', '/public-wordlists');
  });

  it('explains a list that is gone (404)', async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    mockFetch({
      [SESSION]: () => jsonResponse(200, KEY),
      'GET /api/games/1/template/?wl=5&lang=zh-CN': () => jsonResponse(404, { detail: ErrorDetail.notFound }),
    });
    renderApp('/games/wordsearch', { user: makeUser({ selected_wordlist: 5, language: 'zh-CN' }) });

    expect(await screen.findByRole('heading', { name: '“单词搜索”无法打开' }, LAZY)).toBeInTheDocument();
    expect(screen.getByText(/找不到你选中的单词表了/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回我的主页' })).toHaveAttribute('href', '/');
  });

  it('says she is offline, with Retry', async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    mockFetch({
      [SESSION]: () => jsonResponse(200, KEY),
      'GET /api/games/1/template/?wl=5&lang=zh-CN': () => networkFailure(),
    });
    renderApp('/games/wordsearch', { user: makeUser({ selected_wordlist: 5, language: 'zh-CN' }) });

    expect(await screen.findByRole('heading', { name: '你已离线' }, LAZY)).toBeInTheDocument();
    expect(screen.getByText(/无法加载“单词搜索”/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it("shows a lesson's bar", async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    mockFetch({
      [SESSION]: () => jsonResponse(200, KEY),
      'GET /api/games/1/template/?wl=9&lang=zh-CN&class=3': () =>
        new Response(PAGE, { status: 200, headers: { 'Content-Type': 'text/html' } }),
      'GET /api/lessons/4/': () =>
        jsonResponse(200, {
          id: 4,
          name: '动物周',
          class_id: 3,
          wordlist_id: 9,
          games: ['oneatatime', 'wordsearch'],
          created_at: '2026-11-20T08:00:00.000Z',
          updated_at: '2026-11-20T08:00:00.000Z',
        }),
    });
    renderApp('/games/wordsearch?wl=9&class=3&lesson=4&step=2', {
      user: makeUser({ selected_wordlist: 5, language: 'zh-CN' }),
    });

    expect(await screen.findByText('课程：动物周 · 第 2 个游戏，共 2 个', {}, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '下一个 →' })).toHaveAttribute('href', '/lessons/4/present?step=2');
  });
});
