import { describe, expect, it } from 'vitest';
import { titlePrint, type TitlePrintFacts } from './title-print';

const page: TitlePrintFacts = { source: 'page', usesWords: true, hasWords: true, connected: true };

describe("the title's 'Print'", () => {
  it('is offered with key P on a game page that plays a list, opening the dialog on the game’s printable', () => {
    expect(titlePrint(page)).toEqual({ kind: undefined, key: 'P' });
    expect(titlePrint({ ...page, printable: 'wordsearch' })).toEqual({ kind: 'wordsearch', key: 'P' });
  });

  it("leaves P to a title action that has it (Twister's 'Print the mat')", () => {
    expect(titlePrint({ ...page, printable: 'twister', actionKey: 'P' })).toEqual({ kind: 'twister', key: undefined });
    expect(titlePrint({ ...page, actionKey: 'H' })).toEqual({ kind: undefined, key: 'P' });
  });

  it('is not offered by a list-free game, a list with no words, a preview, or a page outside PlayWords', () => {
    expect(titlePrint({ ...page, usesWords: false })).toBeNull();
    expect(titlePrint({ ...page, hasWords: false })).toBeNull();
    expect(titlePrint({ ...page, source: 'sample' })).toBeNull();
    expect(titlePrint({ ...page, connected: false })).toBeNull();
  });
});
