import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDto } from '@playwords/common';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { LAZY, renderApp } from '../../test/render-app';
import { i18n } from '../../lib/i18n';
import { answerImages, emptyImageLists, IMG, makeImage, manyImages, OFFICIAL_AUTHOR } from './test-data';
// Loaded up front, so the lazy route resolves within findBy's wait even on a busy machine.
import './public-images-page';

const ME = 'GET /api/users/me/';
const stranger = { id: 99, username: 'mr_kim', display_name: '' };
const dragon = makeImage({ id: 11, name: 'Dragon', is_private: false, likes: 7, created_by: stranger });
const star = makeImage({ id: 12, name: 'Star', is_private: false, likes: 30, created_by: OFFICIAL_AUTHOR });

function meIn(queryClient: { getQueryData: (key: readonly unknown[]) => unknown }) {
  return queryClient.getQueryData(['me']) as UserDto;
}

// Typing on a shared machine: more time than the 5 s default.
describe('public images page', { timeout: 20_000 }, () => {
  it("shows the title, the banner, the way back and four 'PUBLIC …' sections", async () => {
    mockFetch({ ...emptyImageLists(), [IMG.public('characters')]: answerImages([star, dragon]) });
    renderApp('/public-images', { user: makeUser({ favourite_characters: [12] }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Public Images' }, LAZY)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Public Images | PlayWords'));
    expect(screen.getByText('Find images others have published!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back To My Images' })).toHaveAttribute('href', '/my-images');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'PUBLIC CHARACTERS',
      'PUBLIC MONSTERS',
      'PUBLIC BACKGROUNDS',
      'PUBLIC PROJECTILES',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'PUBLIC CHARACTERS' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Star (favourite)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dragon' })).toBeInTheDocument();
    // Nobody creates from here.
    expect(screen.queryByRole('button', { name: /Add A New/ })).not.toBeInTheDocument();
  });

  it('opens a section from the address (?type=projectiles) and lists its images 50 at a time', async () => {
    const { callsTo } = mockFetch({
      ...emptyImageLists(),
      [IMG.public('projectiles', 0)]: answerImages(manyImages(50, 1, { type: 'projectiles' }), 51),
      [IMG.public('projectiles', 50)]: answerImages(manyImages(1, 51, { type: 'projectiles' }), 51),
    });
    renderApp('/public-images?type=projectiles', { user: makeUser() });

    expect(await screen.findByRole('tab', { name: 'PUBLIC PROJECTILES', selected: true })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Pic 50' });
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByRole('button', { name: 'Pic 51' });
    expect(callsTo(IMG.public('projectiles', 50))).toHaveLength(1);
    expect(callsTo(IMG.public('characters'))).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('says so when nothing is published yet', async () => {
    mockFetch(emptyImageLists());
    renderApp('/public-images', { user: makeUser() });

    expect(await screen.findByText('No characters have been published yet.')).toBeInTheDocument();
  });

  it('searches the published images; a blank search shows them all again', async () => {
    const { callsTo } = mockFetch({
      ...emptyImageLists(),
      [IMG.public('characters')]: answerImages([star, dragon]),
      [IMG.search('characters')]: (request) =>
        jsonResponse(200, {
          count: 1,
          next: null,
          previous: null,
          results: (request.body as { query: string }).query === 'dragon' ? [dragon] : [],
        }),
    });
    renderApp('/public-images', { user: makeUser() });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('button', { name: 'Star' });
    const box = screen.getByRole('textbox', { name: 'Search Public Characters' });

    await user.type(box, 'dragon{Enter}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Star' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Dragon' })).toBeInTheDocument();
    expect(callsTo(IMG.search('characters'))[0]!.body).toEqual({ query: 'dragon', public: true });

    await user.clear(box);
    await user.type(box, 'unicorn{Enter}');
    expect(await screen.findByText('Nothing found.')).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, '  {Enter}');
    expect(await screen.findByRole('button', { name: 'Star' })).toBeInTheDocument();
    expect(callsTo(IMG.search('characters'))).toHaveLength(2);
  });

  it("favourites another teacher's image from the detail dialog", async () => {
    const { callsTo } = mockFetch({
      ...emptyImageLists(),
      [IMG.public('characters')]: answerImages([star, dragon]),
      [IMG.favourite('characters', 11)]: () => jsonResponse(200, { ...dragon, likes: 8 }),
    });
    const { queryClient } = renderApp('/public-images', { user: makeUser({ favourite_characters: [12] }) });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Dragon' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dragon' }));

    expect(dialog.getByText('mr_kim')).toBeInTheDocument();
    expect(dialog.getByText('Downloads: 7')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Favourite' }));

    expect(await dialog.findByRole('button', { name: 'Unfavourite' })).toHaveAttribute('aria-pressed', 'true');
    expect(dialog.getByText('Downloads: 8')).toBeInTheDocument();
    expect(callsTo(IMG.favourite('characters', 11))).toHaveLength(1);
    expect(meIn(queryClient).favourite_characters).toEqual([12, 11]);
    expect(screen.getByRole('button', { name: 'Dragon (favourite)', hidden: true })).toBeInTheDocument();
  });

  it("reports another teacher's public image with a note; the dialog then says 'Sent for review'", async () => {
    const report = 'POST /api/images/characters/11/report/';
    const { callsTo } = mockFetch({
      ...emptyImageLists(),
      [IMG.public('characters')]: answerImages([dragon]),
      [report]: () =>
        jsonResponse(200, {
          sent_for_review: true,
          detail: 'Thank you: it was sent to the PlayWords team for review.',
        }),
    });
    renderApp('/public-images', { user: makeUser() });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Dragon' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dragon' }));
    await user.click(dialog.getByRole('button', { name: 'Report this image' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Report this image?' }));
    await user.type(ask.getByLabelText('Why? (optional)'), 'Too scary');
    await user.click(ask.getByRole('button', { name: 'Send for review' }));

    expect(await dialog.findByText('Sent for review')).toBeInTheDocument();
    expect(callsTo(report)[0]!.body).toEqual({ note: 'Too scary' });
    expect(dialog.queryByRole('button', { name: 'Report this image' })).not.toBeInTheDocument();
  });

  it('shows the official account with the product logo', async () => {
    mockFetch({ ...emptyImageLists(), [IMG.public('characters')]: answerImages([star]) });
    renderApp('/public-images', { user: makeUser() });
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Star' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Star' }));
    expect(dialog.getByRole('img', { name: 'PlayWords (official image)' })).toBeInTheDocument();
  });

  describe('redirects', () => {
    it('goes to /login when the current-user call fails', async () => {
      const { callsTo } = mockFetch({ [ME]: () => jsonResponse(403, { detail: 'Not signed in.' }) });
      renderApp('/public-images');

      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
      expect(callsTo(ME)).toHaveLength(1);
    });

    it('sends a user without a valid e-mail to /activate/reminder', async () => {
      mockFetch({});
      renderApp('/public-images', { user: makeUser({ has_valid_email: false }) });

      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/activate/reminder'));
    });
  });

  it('reads in Chinese: title, banner, sections, empty text and the report button', async () => {
    await i18n.changeLanguage('zh-CN');
    mockFetch({ ...emptyImageLists(), [IMG.public('characters')]: answerImages([dragon]) });
    renderApp('/public-images', { user: makeUser({ language: 'zh-CN' }) });
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByRole('heading', { level: 1, name: '公共图片' }, LAZY)).toBeInTheDocument();
    expect(screen.getByText('看看其他老师分享的图片吧！')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回我的图片' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '公共角色',
      '公共怪物',
      '公共背景',
      '公共发射物',
    ]);
    await user.click(await screen.findByRole('button', { name: 'Dragon' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dragon' }));
    expect(dialog.getByRole('button', { name: '举报这张图片' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: '收藏' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '关闭' }));
    await user.click(screen.getByRole('tab', { name: '公共怪物' }));
    expect(await screen.findByText('还没有人分享怪物。')).toBeInTheDocument();
  });
});
