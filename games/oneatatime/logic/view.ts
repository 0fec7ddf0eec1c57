// What a slide shows and what the next press (Space, a clicker's button, a tap on the card) does, for each way of
// presenting: a card opening tile by tile, a card flashed for a moment, a card heard before it is seen, and a set of
// cards one of which disappears. Pure: the scene runs the timers and draws what the view says.

export type Mode = 'reveal' | 'flash' | 'listen' | 'missing';

export type SlideView =
  /** Slow reveal: `opened` of the card's `total` tiles are open. */
  | { mode: 'reveal'; opened: number; total: number }
  /** Flash: waiting to flash, flashing, hidden again (the class guesses), or shown for good. */
  | { mode: 'flash'; phase: 'ready' | 'flashing' | 'hidden' | 'shown' }
  /** Listen first: the word is said with the card face down, then the card is shown. */
  | { mode: 'listen'; phase: 'listening' | 'shown' }
  /** What's missing: the set to look at, the cards turned over, one gone (the class guesses), the answer. */
  | { mode: 'missing'; phase: 'look' | 'hiding' | 'guess' | 'shown' };

/** A slide as it first appears. */
export function firstView(mode: Mode, tiles: number): SlideView {
  switch (mode) {
    case 'reveal':
      return { mode, opened: 0, total: Math.max(1, tiles) };
    case 'flash':
      return { mode, phase: 'ready' };
    case 'listen':
      return { mode, phase: 'listening' };
    case 'missing':
      return { mode, phase: 'look' };
  }
}

/** Whether the answer is there for everyone to see (the word is then said). */
export function isShown(view: SlideView): boolean {
  return view.mode === 'reveal' ? view.opened >= view.total : view.phase === 'shown';
}

/**
 * The next press: one more tile, a flash (again), the card after listening, the set turned over, the missing card
 * back. Null once everything is shown: the press goes on to the next slide.
 */
export function stepView(view: SlideView): SlideView | null {
  if (isShown(view)) return null;
  switch (view.mode) {
    case 'reveal':
      return { ...view, opened: view.opened + 1 };
    case 'flash':
      // A press while it flashes lets it finish; hidden, it flashes again.
      return view.phase === 'flashing' ? view : { mode: 'flash', phase: 'flashing' };
    case 'listen':
      return { mode: 'listen', phase: 'shown' };
    case 'missing':
      if (view.phase === 'look') return { mode: 'missing', phase: 'hiding' };
      // The cards are being turned over: the press waits for them.
      if (view.phase === 'hiding') return view;
      return { mode: 'missing', phase: 'shown' };
  }
}

/** What a timer moves on: the flash ends, the turned-over set comes back with one card gone, the card is shown. */
export function timedView(view: SlideView): SlideView {
  if (view.mode === 'flash' && view.phase === 'ready') return { mode: 'flash', phase: 'flashing' };
  if (view.mode === 'flash' && view.phase === 'flashing') return { mode: 'flash', phase: 'hidden' };
  if (view.mode === 'missing' && view.phase === 'hiding') return { mode: 'missing', phase: 'guess' };
  if (view.mode === 'listen') return { mode: 'listen', phase: 'shown' };
  if (view.mode === 'reveal') return stepView(view) ?? view;
  return view;
}

/** Everything shown at once: the teacher's Reveal, or a card given to a team. */
export function revealView(view: SlideView): SlideView {
  return view.mode === 'reveal' ? { ...view, opened: view.total } : { ...view, phase: 'shown' };
}
