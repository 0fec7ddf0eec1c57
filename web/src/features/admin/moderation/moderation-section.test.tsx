import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPage, ModerationItemDto } from '@playwords/common';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { LAZY, renderApp } from '../../../test/render-app';

const OPERATOR = makeUser({ id: 1, username: 'boss', is_superuser: true });
const OPEN = 'GET /api/admin/moderation/?status=open&limit=50&offset=0';
const REMOVED = 'GET /api/admin/moderation/?status=removed&limit=50&offset=0';
const OPEN_IMAGES = 'GET /api/admin/moderation/?status=open&kind=image&limit=50&offset=0';

function listItem(overrides: Partial<ModerationItemDto> = {}): ModerationItemDto {
  return {
    id: 10,
    kind: 'wordlist',
    target_id: 5,
    reason: 'published',
    status: 'open',
    author: { id: 42, username: 'ann_teacher' },
    reporter: null,
    note: null,
    created_at: '2026-02-01T10:00:00.000Z',
    decided_by: null,
    decided_at: null,
    decision_reason: null,
    wordlist: {
      id: 5,
      theme: 'Farm Animals',
      words: ['cow', 'pig'],
      word_count: 2,
      likes: 3,
      is_banned: false,
      is_public: true,
    },
    image: null,
    ...overrides,
  };
}

const reported = listItem({
  id: 11,
  target_id: 6,
  reason: 'reported',
  reporter: { id: 43, username: 'kim_teacher' },
  note: 'Not for children',
  wordlist: {
    id: 6,
    theme: 'Rude Words',
    words: ['meanie'],
    word_count: 1,
    likes: 0,
    is_banned: false,
    is_public: true,
  },
});

const image = listItem({
  id: 12,
  kind: 'image',
  target_id: 70,
  wordlist: null,
  image: {
    id: 70,
    name: 'Robo Cat',
    type: 'characters',
    thumbnail: '/media/robo-t.png',
    is_banned: false,
    is_public: true,
  },
});

const page = (results: ModerationItemDto[]): AdminPage<ModerationItemDto> => ({ count: results.length, results });

describe('moderation section', () => {
  it('shows the open queue: kind, why, the author linked to her page, the words or the thumbnail', async () => {
    mockFetch({ [OPEN]: () => jsonResponse(200, page([listItem(), reported, image])) });
    renderApp('/admin/moderation', { user: OPERATOR });

    const farm = within(await screen.findByRole('article', { name: 'Farm Animals' }, LAZY));
    expect(farm.getByText('Word list')).toBeInTheDocument();
    expect(farm.getByText('cow, pig')).toBeInTheDocument();
    expect(farm.getByRole('link', { name: 'ann_teacher' })).toHaveAttribute('href', '/admin/people/42');
    expect(farm.getByRole('button', { name: 'Keep' })).toBeInTheDocument();
    expect(farm.getByRole('button', { name: 'Remove from public' })).toBeInTheDocument();

    const rude = within(screen.getByRole('article', { name: 'Rude Words' }));
    expect(rude.getByText('Reported by kim_teacher: Not for children')).toBeInTheDocument();

    const robo = within(screen.getByRole('article', { name: 'Robo Cat' }));
    expect(robo.getByRole('img', { name: 'Robo Cat' })).toHaveAttribute('src', '/media/robo-t.png');
    expect(robo.getByText('Image')).toBeInTheDocument();
  });

  it('removes a list from public with a reason, then it leaves the open queue', async () => {
    let decided = false;
    const { callsTo } = mockFetch({
      [OPEN]: () => jsonResponse(200, page(decided ? [] : [listItem()])),
      'POST /api/admin/moderation/10/remove/': () => {
        decided = true;
        return jsonResponse(200, { id: 10, status: 'removed', items_decided: 1 });
      },
    });
    renderApp('/admin/moderation', { user: OPERATOR });
    const card = within(await screen.findByRole('article', { name: 'Farm Animals' }, LAZY));
    await userEvent.click(card.getByRole('button', { name: 'Remove from public' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove “Farm Animals” from public' }));
    // A reason is required before anything is sent.
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(callsTo('POST /api/admin/moderation/10/remove/')).toHaveLength(0);

    await userEvent.type(dialog.getByLabelText(/Reason/), 'Copied from a book');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Farm Animals' })).not.toBeInTheDocument());
    expect(callsTo('POST /api/admin/moderation/10/remove/')[0]!.body).toEqual({ reason: 'Copied from a book' });
    expect(screen.getByRole('status')).toHaveTextContent('“Farm Animals” was removed from the public collection.');
    expect(screen.getByText('Nothing waits for review.')).toBeInTheDocument();
  });

  it('keeps an item, and shows a refusal in the dialog', async () => {
    mockFetch({
      [OPEN]: () => jsonResponse(200, page([listItem()])),
      'POST /api/admin/moderation/10/keep/': () =>
        jsonResponse(409, { detail: 'This item was already decided: nothing was changed.' }),
    });
    renderApp('/admin/moderation', { user: OPERATOR });
    const card = within(await screen.findByRole('article', { name: 'Farm Animals' }, LAZY));
    await userEvent.click(card.getByRole('button', { name: 'Keep' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(/Reason/), 'Fine');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByText('This item was already decided: nothing was changed.')).toBeInTheDocument();
  });

  it('switches to removed items and filters by kind', async () => {
    const removed = listItem({
      status: 'removed',
      decided_by: { id: 1, username: 'boss' },
      decided_at: '2026-02-02T10:00:00.000Z',
      decision_reason: 'Spam',
    });
    const { callsTo } = mockFetch({
      [OPEN]: () => jsonResponse(200, page([])),
      [REMOVED]: () => jsonResponse(200, page([removed])),
      [OPEN_IMAGES]: () => jsonResponse(200, page([image])),
    });
    renderApp('/admin/moderation', { user: OPERATOR });
    expect(await screen.findByText('Nothing waits for review.', {}, LAZY)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Removed' }));
    const card = within(await screen.findByRole('article', { name: 'Farm Animals' }));
    expect(card.getByText(/Removed by boss .*: Spam/)).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Keep' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Open' }));
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'Images');
    expect(await screen.findByRole('article', { name: 'Robo Cat' })).toBeInTheDocument();
    expect(callsTo(OPEN_IMAGES)).toHaveLength(1);
  });

  it('bans a list by id with a reason', async () => {
    const { callsTo } = mockFetch({
      [OPEN]: () => jsonResponse(200, page([])),
      'POST /api/admin/wordlists/77/ban/': () =>
        jsonResponse(200, { kind: 'wordlist', id: 77, is_banned: true, is_public: false, items_decided: 0 }),
    });
    renderApp('/admin/moderation', { user: OPERATOR });
    await userEvent.type(await screen.findByLabelText('Word list id', {}, LAZY), '77');
    await userEvent.click(screen.getByRole('button', { name: 'Ban list' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(/Reason/), 'Reported by e-mail');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Word list #77 is banned.')).toBeInTheDocument();
    expect(callsTo('POST /api/admin/wordlists/77/ban/')[0]!.body).toEqual({ reason: 'Reported by e-mail' });
  });

  it('says when the queue cannot be loaded, and tries again', async () => {
    let fail = true;
    mockFetch({
      [OPEN]: () => (fail ? jsonResponse(500, { detail: 'Server error.' }) : jsonResponse(200, page([listItem()]))),
    });
    renderApp('/admin/moderation', { user: OPERATOR });
    expect(await screen.findByText('The queue could not be loaded.', {}, LAZY)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Farm Animals' })).toBeInTheDocument();
  });
});
