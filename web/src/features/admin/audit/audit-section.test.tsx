import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorDetail, type AuditEntryDto } from '@playwords/common';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { LAZY, renderApp } from '../../../test/render-app';

const OPERATOR = makeUser({ id: 1, username: 'boss', is_superuser: true });
const TEACHER = makeUser({ id: 2, username: 'miss_lee', is_superuser: false });
const FIRST_PAGE = 'GET /api/admin/audit/?limit=50&offset=0';

function entry(overrides: Partial<AuditEntryDto> = {}): AuditEntryDto {
  return {
    id: 1,
    operator: { id: 1, username: 'boss' },
    action: 'user.grant_licence',
    target_type: 'user',
    target_id: '7',
    reason: 'Paid by bank transfer.',
    details: { type: 'PRO', days: 30 },
    created_at: '2026-03-04T10:20:30.000Z',
    ...overrides,
  };
}

describe('the console', () => {
  it('is the not-found page for a teacher, and asks the server for nothing of it', async () => {
    const server = mockFetch({});
    renderApp('/admin/audit', { user: TEACHER });
    expect(await screen.findByRole('heading', { name: 'Sorry, theres nothing here!' }, LAZY)).toBeInTheDocument();
    expect(server.calls.filter((call) => call.url.startsWith('/api/admin/'))).toEqual([]);
  });

  it('is the not-found page for a visitor', async () => {
    mockFetch({ 'GET /api/users/me/': () => jsonResponse(403, { detail: ErrorDetail.notAuthenticated }) });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Sorry, theres nothing here!' }, LAZY)).toBeInTheDocument();
  });

  it('opens on People for an operator, with every section in its navigation', async () => {
    mockFetch({});
    renderApp('/admin', { user: OPERATOR });
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' }, LAZY);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['People', 'Moderation', 'Money', 'Content', 'Numbers', 'Audit log']);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/people'));
  });
});

describe('audit log', () => {
  it('lists the actions newest first with who, what, the target, the reason and the facts', async () => {
    mockFetch({
      [FIRST_PAGE]: () =>
        jsonResponse(200, {
          count: 2,
          results: [
            entry({
              id: 2,
              action: 'wordlist.ban',
              target_type: 'wordlist',
              target_id: '40',
              reason: 'Spam.',
              details: {},
            }),
            entry(),
          ],
        }),
    });
    renderApp('/admin/audit', { user: OPERATOR });
    const table = await screen.findByRole('table', { name: 'Audit log' }, LAZY);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('wordlist.ban')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('wordlist 40')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Spam.')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('user.grant_licence')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('boss')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('type: PRO, days: 30')).toBeInTheDocument();
    expect(screen.getByText('2 actions')).toBeInTheDocument();
    // Read only: nothing on the log can change it.
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
  });

  it('filters by target, and loads more while there are more', async () => {
    const server = mockFetch({
      [FIRST_PAGE]: () =>
        jsonResponse(200, { count: 51, results: Array.from({ length: 50 }, (_, i) => entry({ id: 100 - i })) }),
      'GET /api/admin/audit/?limit=50&offset=50': () =>
        jsonResponse(200, { count: 51, results: [entry({ id: 1, reason: 'The first ever.' })] }),
      'GET /api/admin/audit/?target_type=user&target_id=7&limit=50&offset=0': () =>
        jsonResponse(200, { count: 1, results: [entry({ reason: 'Only hers.' })] }),
    });
    renderApp('/admin/audit', { user: OPERATOR });
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Audit log' }, LAZY);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('The first ever.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Target' }), 'Teacher');
    await user.type(screen.getByRole('textbox', { name: 'Target id' }), '7');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('Only hers.')).toBeInTheDocument();
    expect(server.callsTo('GET /api/admin/audit/?target_type=user&target_id=7&limit=50&offset=0')).toHaveLength(1);
  });

  it('says so when there is nothing yet, and offers to try again after a failure', async () => {
    let fail = true;
    mockFetch({
      [FIRST_PAGE]: () => (fail ? jsonResponse(500, {}) : jsonResponse(200, { count: 0, results: [] })),
    });
    renderApp('/admin/audit', { user: OPERATOR });
    const user = userEvent.setup();
    expect(await screen.findByText('The audit log could not be loaded.', undefined, LAZY)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No operator action yet.')).toBeInTheDocument();
  });
});
