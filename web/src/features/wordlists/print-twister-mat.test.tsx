import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { answerPage, makeWordlist, WL } from '../../test/wordlists';
import type * as TwisterMat from '../../lib/twister-mat';
import { downloadTwisterMat } from '../../lib/twister-mat';
import { printsTwisterMat } from './print-twister-mat';

// The PDF itself is made by lib/twister-mat-pdf (its own tests); here only what the page asks for.
vi.mock('../../lib/twister-mat', async (original) => ({
  ...(await original<typeof TwisterMat>()),
  downloadTwisterMat: vi.fn(() => Promise.resolve()),
}));

const animals = makeWordlist({ id: 1, theme: 'Animals', words: ['cat', 'dog', 'ice cream'] });
const pro = makeUser({ current_plan_type: 'PRO', has_active_plan: true });

async function openPrintMenu() {
  mockFetch({ [WL.mine()]: answerPage([animals]) });
  renderApp('/my-wordlists', { user: pro });
  const card = within(await screen.findByRole('article', { name: 'Animals' }));
  await userEvent.click(card.getByRole('button', { name: 'Print Twister mat' }));
  return card;
}

describe("My Wordlists' 'Print Twister mat'", () => {
  it('is there for a teacher whose plan plays Twister', () => {
    expect(printsTwisterMat(pro)).toBe(true);
    expect(printsTwisterMat(makeUser({ current_plan_type: 'PRE' }))).toBe(true);
    expect(printsTwisterMat(makeUser())).toBe(false);
  });

  it("asks A4 or Letter and makes the list's mat on that paper", async () => {
    await openPrintMenu();
    expect(await screen.findByRole('menuitem', { name: 'A4' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Letter' }));
    await waitFor(() =>
      expect(downloadTwisterMat).toHaveBeenCalledWith('Animals', ['cat', 'dog', 'ice cream'], 'letter'),
    );
  });

  it('says so when the mat could not be made', async () => {
    vi.mocked(downloadTwisterMat).mockRejectedValueOnce(new Error('out of memory'));
    const card = await openPrintMenu();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'A4' }));
    expect(await card.findByText('The mat could not be made. Please try again.')).toBeInTheDocument();
  });

  it('is not offered to a Basic teacher (Twister is a Pro game)', async () => {
    mockFetch({ [WL.mine()]: answerPage([animals]) });
    renderApp('/my-wordlists', { user: makeUser() });
    const card = within(await screen.findByRole('article', { name: 'Animals' }));
    expect(card.queryByRole('button', { name: 'Print Twister mat' })).not.toBeInTheDocument();
  });
});
