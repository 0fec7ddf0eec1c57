import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { VALID_CODE_DELAY_MS } from '../components/code-box';

type FakeTimerOptions = Parameters<typeof vi.useFakeTimers>[0];

/**
 * Fake timers that still follow the real clock, so waiting for the page works as usual and a test can also jump
 * ahead. React's scheduler keeps its real setImmediate, so effects run without moving the clock.
 */
export const FAKE_TIMERS: FakeTimerOptions = {
  shouldAdvanceTime: true,
  toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
};

/** Lets React run the effects of what it just showed (they start the timers) before the clock moves. */
export const flushEffects = () => act(() => new Promise<void>((resolve) => setImmediate(resolve)));

/** Installs FAKE_TIMERS (the setup file restores real ones after each test) and a user-event that moves them. */
export function userWithFakeTimers() {
  vi.useFakeTimers(FAKE_TIMERS);
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/**
 * A valid code moves on after a second (components/code-box.tsx). Tests about what comes next skip that second
 * instead of waiting for it (needs FAKE_TIMERS); one test per page checks the second itself.
 */
export async function skipValidCodeDelay(): Promise<void> {
  expect(await screen.findByRole('img', { name: 'The code is valid' })).toBeInTheDocument();
  await flushEffects();
  act(() => vi.advanceTimersByTime(VALID_CODE_DELAY_MS));
}
