import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../lib/i18n';
import { mockFetch } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { answerPage, makeWordlist, WL } from '../../test/wordlists';

const animals = makeWordlist({
  id: 1,
  theme: 'Animals',
  words: ['cat', 'dog', 'bird', 'fish', 'cow', 'pig', 'hen', 'duck', 'goat', 'horse'],
});

describe('the dashboard in Chinese', () => {
  it('greets her and shows its headings, its banner, her list (untranslated) and the games', async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    mockFetch({ [WL.mine()]: answerPage([animals]) });
    renderApp('/', { user: makeUser({ selected_wordlist: 1, language: 'zh-CN' }) });

    expect(await screen.findByRole('heading', { level: 1, name: /^欢迎你，.+！$/ })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('我的主页'));
    expect(screen.getByText('先选一个单词表，再选一个游戏！')).toBeInTheDocument();

    const panel = within(screen.getByRole('region', { name: '你的单词表' }));
    const selected = within(await panel.findByTestId('selected-wordlist'));
    expect(selected.getByText('Animals')).toBeInTheDocument();
    expect(selected.getByText('cat, dog, bird, fish, cow, pig, hen, duck …… 还有 2 个')).toBeInTheDocument();
    expect(panel.getByRole('combobox', { name: '切换单词表' })).toBeInTheDocument();
    expect(panel.getByRole('link', { name: '管理我的单词表' })).toHaveAttribute('href', '/my-wordlists');

    const games = within(screen.getByRole('region', { name: '游戏' }));
    expect(games.getByRole('link', { name: '玩“单词搜索”' })).toHaveAttribute('href', '/games/wordsearch');
    expect(games.getAllByText('升级到专业版或高级版套餐即可解锁这个游戏。').length).toBeGreaterThan(0);
    expect(games.getAllByRole('link', { name: '立即开始试用' }).length).toBeGreaterThan(0);
  });

  it('prompts a teacher with no lists to make one', async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    mockFetch({ [WL.mine()]: answerPage([]) });
    renderApp('/', { user: makeUser({ language: 'zh-CN' }) });

    expect(await screen.findByRole('region', { name: '创建你的第一个单词表' })).toBeInTheDocument();
    expect(screen.getByText('你还没有单词表！')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '创建你的单词表' })).toHaveAttribute('href', '/my-wordlists');
    expect(await screen.findByText('你还没有单词表。')).toBeInTheDocument();
  });
});
