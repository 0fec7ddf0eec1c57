import { describe, expect, it } from 'vitest';
import { firstView, isShown, revealView, stepView, timedView, type SlideView } from './view';

/** Presses until the view says the next press goes on to the next slide. */
function pressAll(view: SlideView): SlideView[] {
  const seen = [view];
  for (let next = stepView(view); next !== null && seen.length < 50; next = stepView(next)) seen.push(next);
  return seen;
}

describe('slow reveal', () => {
  it('opens one tile a press (or a tick) until the card is shown, then goes on', () => {
    const views = pressAll(firstView('reveal', 4));
    expect(views.map((v) => (v.mode === 'reveal' ? v.opened : -1))).toEqual([0, 1, 2, 3, 4]);
    expect(views.map(isShown)).toEqual([false, false, false, false, true]);
    expect(timedView({ mode: 'reveal', opened: 2, total: 4 })).toEqual({ mode: 'reveal', opened: 3, total: 4 });
    expect(timedView({ mode: 'reveal', opened: 4, total: 4 })).toEqual({ mode: 'reveal', opened: 4, total: 4 });
  });

  it('opens every tile at once on Reveal', () => {
    expect(revealView(firstView('reveal', 15))).toEqual({ mode: 'reveal', opened: 15, total: 15 });
  });
});

describe('flash', () => {
  it('waits, flashes, hides; a press flashes it again, and Reveal shows it for good', () => {
    const ready = firstView('flash', 8);
    expect(ready).toEqual({ mode: 'flash', phase: 'ready' });
    const flashing = timedView(ready);
    expect(flashing).toEqual({ mode: 'flash', phase: 'flashing' });
    expect(stepView(ready)).toEqual(flashing);
    // A press while it flashes lets it finish.
    expect(stepView(flashing)).toEqual(flashing);
    const hidden = timedView(flashing);
    expect(hidden).toEqual({ mode: 'flash', phase: 'hidden' });
    expect(isShown(hidden)).toBe(false);
    expect(stepView(hidden)).toEqual(flashing);
    const shown = revealView(hidden);
    expect(isShown(shown)).toBe(true);
    expect(stepView(shown)).toBeNull();
    // A timer that fires late changes nothing once it is shown.
    expect(timedView(shown)).toEqual(shown);
  });
});

describe('listen first', () => {
  it('is said face down, then shown by a press or the timer', () => {
    const listening = firstView('listen', 8);
    expect(isShown(listening)).toBe(false);
    expect(stepView(listening)).toEqual({ mode: 'listen', phase: 'shown' });
    expect(timedView(listening)).toEqual({ mode: 'listen', phase: 'shown' });
    expect(stepView({ mode: 'listen', phase: 'shown' })).toBeNull();
  });
});

describe("what's missing", () => {
  it('shows the set, turns it over, brings it back with one gone, then shows the missing card', () => {
    const look = firstView('missing', 8);
    const hiding = stepView(look)!;
    expect(hiding).toEqual({ mode: 'missing', phase: 'hiding' });
    // Presses while the cards turn over wait for them.
    expect(stepView(hiding)).toEqual(hiding);
    const guess = timedView(hiding);
    expect(guess).toEqual({ mode: 'missing', phase: 'guess' });
    expect(timedView(guess)).toEqual(guess);
    expect(timedView(look)).toEqual(look);
    const shown = stepView(guess)!;
    expect(isShown(shown)).toBe(true);
    expect(stepView(shown)).toBeNull();
    expect(revealView(look)).toEqual(shown);
  });
});
