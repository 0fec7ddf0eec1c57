// The title screen's 'Print' (printables: flashcards, bingo cards, a word search, a matching worksheet, Twister's
// mat): the game asks its host page, which makes and saves the PDF; the frame itself cannot save a file.
import type { PrintableKind } from '@playwords/common';

/** What the title screen knows when it decides on 'Print'. */
export interface TitlePrintFacts {
  /** 'sample' when the page had no template data (a preview): no list of hers to print. */
  source: 'page' | 'sample';
  /** False for a list-free game (Number Line, the Character Wheel…): nothing to print. */
  usesWords: boolean;
  /** The list the page carries has at least one word. */
  hasWords: boolean;
  /** Inside the host page (opened on its own, no one would answer). */
  connected: boolean;
  /** The game's `printable`, the dialog's choice to open on. */
  printable?: PrintableKind;
  /** The key the game's own title action takes, if any ('P' is Twister's 'Print the mat'). */
  actionKey?: string;
}

/** The title's 'Print': the choice the host's dialog opens on and its key, or null when the title offers none. */
export function titlePrint(facts: TitlePrintFacts): { kind?: PrintableKind; key?: string } | null {
  if (facts.source !== 'page' || !facts.usesWords || !facts.hasWords || !facts.connected) return null;
  return { kind: facts.printable, key: facts.actionKey === 'P' ? undefined : 'P' };
}
