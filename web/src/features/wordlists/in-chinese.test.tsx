import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../lib/i18n';
import { mockFetch } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { answerPage, makeWordlist, WL } from '../../test/wordlists';

const animals = makeWordlist({ id: 1, theme: 'Animals', words: ['cat', 'dog', 'ice cream'] });
const byTom = makeWordlist({
  id: 4,
  theme: 'Zoo Animals',
  words: ['lion', 'tiger'],
  likes: 1,
  is_private: false,
  has_been_published: true,
  created_by: { id: 30, username: 'teacher_tom', display_name: '' },
});

async function inChinese() {
  await act(() => i18n.changeLanguage('zh-CN'));
}

describe('the word-list pages in Chinese', () => {
  it('My Wordlists: the title, the empty state, and the create form with its own checks', async () => {
    await inChinese();
    const { callsTo } = mockFetch({ [WL.mine()]: answerPage([]) });
    renderApp('/my-wordlists', { user: makeUser({ language: 'zh-CN' }) });

    expect(await screen.findByRole('heading', { level: 1, name: '在这里管理你的单词表！' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('在这里管理你的单词表！'));
    expect(await screen.findByText('你还没有单词表。在上面新建一个吧！')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查找公共单词表' })).toHaveAttribute('href', '/public-wordlists');
    expect(screen.getByRole('textbox', { name: '搜索你的单词表' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '新建单词表' }));
    const form = within(screen.getByRole('region', { name: '新建单词表' }));
    expect(form.getByText('0 个单词')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: '创建单词表' }));
    expect(form.getByRole('textbox', { name: '主题' })).toHaveAccessibleDescription('请给单词表起一个主题或名称。');
    expect(form.getByText('请至少输入一个单词。')).toBeInTheDocument();
    expect(callsTo(WL.create)).toHaveLength(0);
    // A Basic teacher is told where sharing comes from; her words are never translated.
    expect(form.getByRole('link', { name: '查看套餐' })).toHaveAttribute('href', '/plans');
    await user.type(form.getByRole('textbox', { name: '单词' }), 'cat, dog');
    expect(form.getByText('2 个单词')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '取消新建' })).toBeInTheDocument();
  });

  it('My Wordlists: a card and the edit dialog', async () => {
    await inChinese();
    mockFetch({ [WL.mine()]: answerPage([animals]) });
    renderApp('/my-wordlists', { user: makeUser({ language: 'zh-CN' }) });

    const card = within(await screen.findByRole('article', { name: 'Animals' }));
    expect(card.getByText('cat, dog, ice cream')).toBeInTheDocument();
    expect(card.getByText('0 个赞')).toBeInTheDocument();
    expect(card.getByRole('button', { name: '选择' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: '发布' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(card.getByRole('button', { name: '编辑' }));
    const dialog = within(await screen.findByRole('dialog', { name: '编辑单词表' }));
    expect(dialog.getByRole('textbox', { name: '主题' })).toHaveValue('Animals');
    expect(dialog.getByRole('textbox', { name: '单词' })).toHaveValue('cat, dog, "ice cream"');
    expect(dialog.getByText('3 个单词')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '保存修改' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('你还没有做任何修改。');
    expect(dialog.getByRole('button', { name: '取消' })).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: '删除' }));
    const confirm = within(await screen.findByRole('dialog', { name: '删除这个单词表？' }));
    expect(confirm.getByText(/确定要删除这个单词表吗/)).toBeInTheDocument();
  });

  it('Public Wordlists: the page, and a card with its author and likes', async () => {
    await inChinese();
    mockFetch({ [WL.search()]: answerPage([byTom]) });
    renderApp('/public-wordlists', { user: makeUser({ language: 'zh-CN' }) });

    expect(await screen.findByRole('heading', { level: 1, name: '公共单词表' })).toBeInTheDocument();
    expect(screen.getByText('看看其他老师分享的单词表！')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '最受欢迎的排在前面' })).toBeInTheDocument();
    const card = within(await screen.findByRole('article', { name: 'Zoo Animals' }));
    expect(card.getByText(/1 个赞/)).toHaveTextContent('创建者：teacher_tom · 1 个赞');
    expect(card.getByRole('button', { name: '加入我的单词表' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: '从公共单词库中移除' })).toBeInTheDocument();
  });
});
