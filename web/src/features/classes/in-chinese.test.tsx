import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../lib/i18n';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { LAZY, renderApp } from '../../test/render-app';
import { answer, CL, makeBoard, makeClass } from './class-fixtures';

async function inChinese() {
  await act(() => i18n.changeLanguage('zh-CN'));
}

describe('the classes pages in Chinese', () => {
  it('My Classes: the empty state and the new class with Chinese team names and its own checks', async () => {
    await inChinese();
    const { callsTo } = mockFetch({ [CL.list]: answer([]) });
    renderApp('/classes', { user: makeUser({ language: 'zh-CN' }) });
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: '我的班级' }, LAZY)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '创建第一个班级' }));
    const dialog = within(await screen.findByRole('dialog', { name: '新建班级' }));
    const team1 = within(dialog.getByRole('group', { name: /第 1 队/ }));
    expect(team1.getByLabelText('队名')).toHaveValue('红色');
    expect(team1.getByRole('radio', { name: '圆形' })).toBeChecked();
    await user.click(dialog.getByRole('button', { name: '创建班级' }));
    expect(dialog.getByLabelText('班级名称')).toHaveAccessibleDescription('请给班级起个名字。');
    expect(callsTo(CL.create)).toHaveLength(0);
  });

  it('a class page: the scoreboard and its buttons', async () => {
    await inChinese();
    const k2 = makeClass();
    mockFetch({ [CL.scoreboard(5)]: answer(makeBoard(k2)), [CL.lists(5)]: () => jsonResponse(200, []) });
    renderApp('/classes/5', { user: makeUser({ language: 'zh-CN' }) });

    expect(await screen.findByRole('button', { name: '给Lions加 1 分' }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '得分' })).toHaveTextContent(/Lions\s*2\s*本节课\s*10\s*累计/);
    expect(screen.getByRole('button', { name: '重置得分' })).toBeInTheDocument();
    expect(await screen.findByText(/这个班还没有玩过任何单词/)).toBeInTheDocument();
  });
});
