import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gameProgressKey, type PrintableKind } from '@playwords/common';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../lib/query-client';
import { LAZY } from '../../test/render-app';
import { PrintablesDialog } from '../../components/printables-dialog';
import { loadFonts, loadPictures } from './load-assets';
import type * as Pdf from './pdf';
import { makePrintable } from './pdf';
import type { PrintableList } from '../../lib/printables';

// Only the PDF library's boundary is replaced: what the dialog asks it for, and what it does with the answer.
vi.mock('./pdf', async (original) => ({
  ...(await original<typeof Pdf>()),
  makePrintable: vi.fn(() => Promise.resolve(PDF)),
}));
vi.mock('./load-assets', () => ({
  loadFonts: vi.fn(() => Promise.resolve({ latin: new Uint8Array([1]) })),
  loadPictures: vi.fn((urls: readonly (string | null)[]) =>
    Promise.resolve(urls.map((url) => (url ? new TextEncoder().encode(url) : null))),
  ),
}));

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
const zoo: PrintableList = { theme: 'Zoo Animals', words: ['cat', 'ice cream'], pictures: ['/pictures/cat.png', null] };
const catPng = new TextEncoder().encode('/pictures/cat.png');

/** What the browser was asked to save: the file's name and its bytes. */
const saved: { name: string; blob: Blob }[] = [];

beforeEach(() => {
  saved.length = 0;
  const blobs = new Map<string, Blob>();
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.set(`blob:${blobs.size}`, blob);
        return `blob:${blobs.size - 1}`;
      },
      revokeObjectURL: () => undefined,
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href')!)! });
  });
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
});

afterEach(() => {
  vi.mocked(makePrintable).mockClear();
  vi.mocked(loadPictures).mockClear();
  vi.mocked(loadFonts).mockClear();
});

function open(props: { list?: PrintableList; twisterMat?: boolean; kind?: PrintableKind } = {}) {
  const onClose = vi.fn();
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <PrintablesDialog
        opened
        onClose={onClose}
        list={props.list ?? zoo}
        twisterMat={props.twisterMat ?? true}
        username="miss_lee"
        kind={props.kind}
      />
    </AppProviders>,
  );
  return { onClose };
}

async function dialog() {
  return within(await screen.findByRole('dialog', { name: 'Print: Zoo Animals' }, LAZY));
}

describe('the printables dialog', () => {
  it('offers the five printables, each with what it is, and starts on flashcards four to a page on A4', async () => {
    open();
    const d = await dialog();
    for (const name of ['Flashcards', 'Bingo cards', 'Word search', 'Matching worksheet', 'Twister mat']) {
      expect(d.getByRole('radio', { name })).toBeInTheDocument();
    }
    expect(d.getByText("A different card for every pupil, and the caller's sheet to tick.")).toBeInTheDocument();
    expect(d.getByRole('radio', { name: 'Flashcards' })).toBeChecked();
    expect(d.getByRole('radio', { name: '4' })).toBeChecked();
    expect(d.getByRole('radio', { name: 'A4' })).toBeChecked();
  });

  it('makes the flashcards with the pictures loaded, then saves the PDF named from the kind, theme and paper', async () => {
    open();
    const d = await dialog();
    await userEvent.click(d.getByRole('radio', { name: '8' }));
    await userEvent.click(d.getByRole('radio', { name: 'Letter' }));
    await userEvent.click(d.getByRole('button', { name: 'Make PDF' }));

    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['flashcards-zoo-animals-letter.pdf']));
    expect(saved[0]!.blob.type).toBe('application/pdf');
    expect(new Uint8Array(await saved[0]!.blob.arrayBuffer())).toEqual(PDF);
    expect(loadPictures).toHaveBeenCalledWith(['/pictures/cat.png', null]);
    expect(makePrintable).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'flashcards',
        paper: 'letter',
        theme: 'Zoo Animals',
        entries: [
          { text: 'cat', picture: catPng },
          { text: 'ice cream', picture: null },
        ],
        options: { perPage: 8 },
      }),
      { latin: new Uint8Array([1]) },
    );
    // The texts the PDF prints come from the printables catalogue, in her language.
    const [request] = vi.mocked(makePrintable).mock.calls[0]!;
    expect(request.t('pdf.bingo.title', { theme: 'Zoo' })).toBe('Bingo: Zoo');
    expect(await d.findByText('Your PDF is ready: look in your downloads.')).toBeInTheDocument();
  });

  it('says it is making the PDF while it does, and the button waits', async () => {
    let finish: (pdf: Uint8Array) => void = () => undefined;
    vi.mocked(makePrintable).mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    open();
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: 'Make PDF' }));
    expect(await d.findByText('Making your PDF…')).toBeInTheDocument();
    expect(d.getByRole('button', { name: 'Make PDF' })).toHaveAttribute('data-loading', 'true');
    finish(PDF);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(d.queryByText('Making your PDF…')).not.toBeInTheDocument();
  });

  it('asks for bingo cards for a class: how many (1 to 40, 30 at first) and the grid', async () => {
    open();
    const d = await dialog();
    await userEvent.click(d.getByRole('radio', { name: 'Bingo cards' }));
    const cards = d.getByRole('textbox', { name: 'Number of cards' });
    expect(cards).toHaveValue('30');
    await userEvent.clear(cards);
    await userEvent.type(cards, '25');
    await userEvent.click(d.getByRole('radio', { name: '5 × 5' }));
    await userEvent.click(d.getByRole('button', { name: 'Make PDF' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['bingo-zoo-animals-a4.pdf']));
    expect(vi.mocked(makePrintable).mock.calls[0]![0]).toMatchObject({
      kind: 'bingo',
      paper: 'a4',
      options: { cards: 25, size: 5 },
    });
  });

  it("makes the word search on Word Search's grid as she set it on this browser, without fetching pictures", async () => {
    localStorage.setItem(
      gameProgressKey('miss_lee', 'wordsearch'),
      JSON.stringify({ version: 1, settings: { size: 12, directions: 'diagonal', words: '6' }, state: {}, stats: {} }),
    );
    open({ kind: 'wordsearch' });
    const d = await dialog();
    expect(d.getByRole('radio', { name: 'Word search' })).toBeChecked();
    expect(d.getByRole('combobox', { name: 'Grid size' })).toHaveValue('12');
    await userEvent.selectOptions(d.getByRole('combobox', { name: 'Directions' }), 'backwards');
    await userEvent.click(d.getByRole('button', { name: 'Make PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(loadPictures).toHaveBeenCalledWith([]);
    expect(vi.mocked(makePrintable).mock.calls[0]![0]).toMatchObject({
      kind: 'wordsearch',
      options: { size: 12, directions: 'backwards', words: 6 },
      entries: [
        { text: 'cat', picture: null },
        { text: 'ice cream', picture: null },
      ],
    });
  });

  it('says so clearly when the PDF could not be made, and lets her try again', async () => {
    vi.mocked(makePrintable).mockRejectedValueOnce(new Error('out of memory'));
    open();
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: 'Make PDF' }));
    expect(await d.findByRole('alert')).toHaveTextContent('The PDF could not be made. Please try again.');
    expect(saved).toEqual([]);
    await userEvent.click(d.getByRole('button', { name: 'Make PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(d.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('cannot make a matching worksheet of a list without pictures, and says why', async () => {
    open({ list: { ...zoo, pictures: [] } });
    const d = await dialog();
    await userEvent.click(d.getByRole('radio', { name: 'Matching worksheet' }));
    expect(
      d.getByText('No word in this list has a picture yet: give some words pictures to make a matching worksheet.'),
    ).toBeInTheDocument();
    expect(d.getByRole('button', { name: 'Make PDF' })).toBeDisabled();
  });

  it("offers Twister's mat only when her plan plays Twister, and closes", async () => {
    const { onClose } = open({ twisterMat: false, kind: 'twister' });
    const d = await dialog();
    expect(d.queryByRole('radio', { name: 'Twister mat' })).not.toBeInTheDocument();
    expect(d.getByRole('radio', { name: 'Flashcards' })).toBeChecked();
    // The footer's Close (the corner's × is named Close too).
    const closes = d.getAllByRole('button', { name: 'Close' });
    expect(closes).toHaveLength(2);
    await userEvent.click(closes[1]!);
    expect(onClose).toHaveBeenCalled();
  });

  it('starts on Letter for a browser in en-US', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US', 'en']);
    open();
    expect((await dialog()).getByRole('radio', { name: 'Letter' })).toBeChecked();
  });
});
