import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { LAZY, renderApp } from '../../test/render-app';
import { answerPage, makeWordlist, WL } from '../../test/wordlists';
import { loadPictures } from './load-assets';
import type * as Pdf from './pdf';
import { makePrintable } from './pdf';

// The PDF itself is the library's (its own tests); here only what the card's Print asks it for, and the download.
vi.mock('./pdf', async (original) => ({
  ...(await original<typeof Pdf>()),
  makePrintable: vi.fn(() => Promise.resolve(new Uint8Array([0x25, 0x50, 0x44, 0x46]))),
}));
vi.mock('./load-assets', () => ({
  loadFonts: vi.fn(() => Promise.resolve({ latin: new Uint8Array([1]) })),
  loadPictures: vi.fn((urls: readonly (string | null)[]) =>
    Promise.resolve(urls.map((url) => (url ? new Uint8Array([7]) : null))),
  ),
}));

const animals = makeWordlist({
  id: 1,
  theme: 'Animals',
  words: ['cat', 'dog', 'ice cream'],
  pictures: [{ ref: 'emoji:cat', url: '/pictures/cat.png' }, null, { ref: 'image:4', url: '/media/4.png' }],
});
const pro = makeUser({ current_plan_type: 'PRO', has_active_plan: true });
const downloads: string[] = [];

beforeEach(() => {
  downloads.length = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => undefined }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
});

async function openPrint(user = pro) {
  mockFetch({ [WL.mine()]: answerPage([animals]) });
  renderApp('/my-wordlists', { user });
  const card = within(await screen.findByRole('article', { name: 'Animals' }, LAZY));
  await userEvent.click(card.getByRole('button', { name: 'Print' }));
  return within(await screen.findByRole('dialog', { name: 'Print: Animals' }, LAZY));
}

describe("My Wordlists' Print", () => {
  it("prints a list's Twister mat on Letter, now a choice of the printables dialog", async () => {
    const dialog = await openPrint();
    await userEvent.click(dialog.getByRole('radio', { name: 'Twister mat' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Letter' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Make PDF' }));
    await waitFor(() => expect(downloads).toEqual(['twister-mat-animals-letter.pdf']));
    expect(loadPictures).toHaveBeenCalledWith(['/pictures/cat.png', null, '/media/4.png']);
    expect(vi.mocked(makePrintable).mock.calls[0]![0]).toMatchObject({
      kind: 'twister',
      paper: 'letter',
      theme: 'Animals',
      entries: [
        { text: 'cat', picture: new Uint8Array([7]) },
        { text: 'dog', picture: null },
        { text: 'ice cream', picture: new Uint8Array([7]) },
      ],
    });
  });

  it("is there for a Basic teacher too, without Twister's mat (Twister is a Pro game)", async () => {
    const dialog = await openPrint(makeUser());
    expect(dialog.getByRole('radio', { name: 'Flashcards' })).toBeChecked();
    expect(dialog.getByRole('radio', { name: 'Matching worksheet' })).toBeInTheDocument();
    expect(dialog.queryByRole('radio', { name: 'Twister mat' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Make PDF' }));
    await waitFor(() => expect(downloads).toEqual(['flashcards-animals-a4.pdf']));
  });
});
