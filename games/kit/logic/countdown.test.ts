import { describe, expect, it } from 'vitest';
import { Countdown, formatClock, roundOver } from './countdown';

describe('Countdown', () => {
  it('runs out once, on the step that reaches zero', () => {
    const countdown = new Countdown(1000);
    expect(countdown.tick(600)).toBe(false);
    expect(countdown.seconds).toBe(1);
    expect(countdown.fraction).toBeCloseTo(0.4);
    expect(countdown.tick(600)).toBe(true);
    expect(countdown.done).toBe(true);
    expect(countdown.remainingMs).toBe(0);
    expect(countdown.tick(600)).toBe(false);
  });

  it('does not move while stopped, and ignores nonsense steps', () => {
    const countdown = new Countdown(3000);
    countdown.stop();
    expect(countdown.tick(5000)).toBe(false);
    expect(countdown.remainingMs).toBe(3000);
    countdown.start();
    for (const step of [-50, Number.NaN, Number.POSITIVE_INFINITY, 0]) expect(countdown.tick(step)).toBe(false);
    expect(countdown.remainingMs).toBe(3000);
    countdown.tick(1000);
    expect(countdown.seconds).toBe(2);
  });

  it('takes a bonus and a penalty, and starts again with reset', () => {
    const countdown = new Countdown(2000);
    countdown.add(1000);
    expect(countdown.remainingMs).toBe(3000);
    expect(countdown.fraction).toBe(1);
    countdown.add(-5000);
    expect(countdown.remainingMs).toBe(0);
    expect(countdown.tick(16)).toBe(true);
    countdown.add(1000);
    expect(countdown.remainingMs).toBe(0);
    countdown.reset(500);
    expect(countdown.running).toBe(true);
    expect(countdown.tick(500)).toBe(true);
  });
});

describe('round limits and the clock face', () => {
  it('ends a round by time or by count', () => {
    expect(roundOver({ kind: 'time', seconds: 60 }, 59_999, 99)).toBe(false);
    expect(roundOver({ kind: 'time', seconds: 60 }, 60_000, 0)).toBe(true);
    expect(roundOver({ kind: 'count', turns: 2 }, 1e9, 1)).toBe(false);
    expect(roundOver({ kind: 'count', turns: 2 }, 0, 2)).toBe(true);
  });

  it('shows minutes and seconds, rounded up', () => {
    expect(formatClock(65_000)).toBe('1:05');
    expect(formatClock(200)).toBe('0:01');
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(-10)).toBe('0:00');
  });
});
