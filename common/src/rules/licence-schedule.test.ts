import { describe, expect, it } from 'vitest';
import { computeSchedule, SECONDS_PER_DAY, type LicenceTimes } from './licence-schedule';

const T0 = new Date('2026-01-15T10:00:00.000Z');
const DAY = SECONDS_PER_DAY * 1000;
const at = (ms: number) => new Date(T0.getTime() + ms);

function licence(id: string, facts: Partial<LicenceTimes> = {}): LicenceTimes {
  return {
    id,
    licenceType: 'PRO',
    isTrial: false,
    durationDays: 30,
    datePurchased: T0,
    usedSeconds: 0,
    runStartedAt: null,
    queueRank: null,
    endedAt: null,
    ...facts,
  };
}

const stateOf = (schedule: ReturnType<typeof computeSchedule>, id: string) =>
  schedule.entries.find((e) => e.licence.id === id)!;

describe('computeSchedule (accounts §4)', () => {
  it('nothing stored: Basic, nothing scheduled', () => {
    expect(computeSchedule([], T0)).toEqual({ entries: [], activeId: null, activePlan: null, nextChangeAt: null });
  });

  it('a running licence: active, its end is the next change, remaining days rounded up', () => {
    const pro = licence('A', { runStartedAt: T0 });
    const s = computeSchedule([pro], at(2.5 * DAY));
    expect(s.activeId).toBe('A');
    expect(s.activePlan).toBe('PRO');
    expect(s.nextChangeAt).toEqual(at(30 * DAY));
    expect(stateOf(s, 'A').state).toEqual({
      isActive: true,
      isExpired: false,
      isQueued: false,
      activateThisPlanNext: false,
      remainingSeconds: 27.5 * SECONDS_PER_DAY,
      remainingDays: 28,
      timeActivated: T0,
    });
    // One second before the end there is still a (partial) day left; at the end there is none.
    expect(stateOf(computeSchedule([pro], at(30 * DAY - 1000)), 'A').state.remainingDays).toBe(1);
    expect(stateOf(computeSchedule([pro], at(30 * DAY - 1000)), 'A').state.isActive).toBe(true);
  });

  it('expires at the exact instant its time runs out, and says when', () => {
    const s = computeSchedule([licence('A', { runStartedAt: T0 })], at(30 * DAY));
    expect(s.activePlan).toBeNull();
    expect(s.nextChangeAt).toBeNull();
    const a = stateOf(s, 'A');
    expect(a.state).toMatchObject({ isActive: false, isExpired: true, remainingDays: 0, remainingSeconds: 0 });
    expect(a.licence).toMatchObject({ runStartedAt: null, endedAt: at(30 * DAY), usedSeconds: 30 * SECONDS_PER_DAY });
  });

  it('time_activated of a resumed licence is moved back by the time it ran before', () => {
    // Ran 10 days, paused, resumed at day 17: 20 days left, so it ends at day 37.
    const pro = licence('A', { usedSeconds: 10 * SECONDS_PER_DAY, runStartedAt: at(17 * DAY) });
    const s = computeSchedule([pro], at(20 * DAY));
    expect(stateOf(s, 'A').state.timeActivated).toEqual(at(7 * DAY));
    expect(stateOf(s, 'A').state.remainingDays).toBe(17);
    expect(s.nextChangeAt).toEqual(at(37 * DAY));
  });

  it('a paused licence keeps what it had left and is next; it resumes at the instant the running one ends', () => {
    const paused = licence('P', { usedSeconds: 10 * SECONDS_PER_DAY, queueRank: 0 });
    const trial = licence('T', {
      licenceType: 'PRE',
      isTrial: true,
      durationDays: 7,
      datePurchased: at(10 * DAY),
      runStartedAt: at(10 * DAY),
    });
    const during = computeSchedule([paused, trial], at(12 * DAY));
    expect(during.activePlan).toBe('PRE');
    expect(stateOf(during, 'P').state).toMatchObject({
      isActive: false,
      isQueued: true,
      activateThisPlanNext: true,
      remainingDays: 20,
      // It ran from its purchase until the trial paused it.
      timeActivated: T0,
    });
    // Looked at a day and a half after the trial ended: P resumed at day 17 exactly, not at day 18.5.
    const after = computeSchedule([paused, trial], at(18.5 * DAY));
    expect(after.activeId).toBe('P');
    expect(stateOf(after, 'P').licence).toMatchObject({ runStartedAt: at(17 * DAY), queueRank: null });
    expect(stateOf(after, 'P').state).toMatchObject({ isActive: true, remainingDays: 19, activateThisPlanNext: false });
    expect(after.nextChangeAt).toEqual(at(37 * DAY));
    expect(stateOf(after, 'T').state).toMatchObject({ isExpired: true, remainingDays: 0, timeActivated: at(10 * DAY) });
  });

  it('a licence that ran reports when it was activated after it ends, and the same as while it ran', () => {
    // A 7-day trial that ran out at day 7; looked at a month later.
    const trial = licence('T', { isTrial: true, durationDays: 7, runStartedAt: T0 });
    expect(stateOf(computeSchedule([trial], at(3 * DAY)), 'T').state.timeActivated).toEqual(T0);
    const s = computeSchedule([trial], at(37 * DAY));
    expect(stateOf(s, 'T').state).toMatchObject({ isExpired: true, remainingDays: 0, timeActivated: T0 });
    // Stored as expired (what materialising writes), it still says so.
    const stored = stateOf(s, 'T').licence;
    expect(stateOf(computeSchedule([stored], at(60 * DAY)), 'T').state.timeActivated).toEqual(T0);

    // Paused after 10 days, resumed at day 17 and run out at day 37: as it said while running, day 7.
    const resumed = licence('R', { usedSeconds: 10 * SECONDS_PER_DAY, runStartedAt: at(17 * DAY) });
    expect(stateOf(computeSchedule([resumed], at(20 * DAY)), 'R').state.timeActivated).toEqual(at(7 * DAY));
    expect(stateOf(computeSchedule([resumed], at(40 * DAY)), 'R').state).toMatchObject({
      isExpired: true,
      timeActivated: at(7 * DAY),
    });

    // A trial paused (so ended) after 2 days by a purchase.
    const pausedTrial = licence('P', {
      isTrial: true,
      durationDays: 7,
      usedSeconds: 2 * SECONDS_PER_DAY,
      endedAt: at(2 * DAY),
    });
    expect(stateOf(computeSchedule([pausedTrial], at(5 * DAY)), 'P').state.timeActivated).toEqual(T0);
  });

  it('a queue of several hands over one after another, lowest rank first, even across many ends at once', () => {
    const running = licence('R', { durationDays: 1, runStartedAt: T0 });
    const first = licence('Q1', { licenceType: 'PRE', durationDays: 2, queueRank: -1 });
    const second = licence('Q2', { licenceType: 'VIP', durationDays: 3, usedSeconds: SECONDS_PER_DAY, queueRank: 0 });
    const all = [second, running, first];
    expect(stateOf(computeSchedule(all, at(0.5 * DAY)), 'Q1').state.activateThisPlanNext).toBe(true);
    expect(stateOf(computeSchedule(all, at(0.5 * DAY)), 'Q2').state.activateThisPlanNext).toBe(false);
    const s1 = computeSchedule(all, at(2 * DAY));
    expect(s1.activePlan).toBe('PRE');
    expect(s1.nextChangeAt).toEqual(at(3 * DAY));
    expect(stateOf(s1, 'Q2').state.activateThisPlanNext).toBe(true);
    // R ends at day 1, Q1 at day 3, Q2 (2 days left) at day 5.
    const s2 = computeSchedule(all, at(4 * DAY));
    expect(s2.activePlan).toBe('VIP');
    expect(stateOf(s2, 'Q1').licence.endedAt).toEqual(at(3 * DAY));
    expect(stateOf(s2, 'Q2').licence.runStartedAt).toEqual(at(3 * DAY));
    expect(stateOf(s2, 'Q2').state.remainingDays).toBe(1);
    const s3 = computeSchedule(all, at(5 * DAY));
    expect(s3.activePlan).toBeNull();
    expect(s3.entries.map((e) => e.licence.endedAt)).toEqual([at(5 * DAY), at(1 * DAY), at(3 * DAY)]);
    // The order of the entries is the order given.
    expect(s3.entries.map((e) => e.licence.id)).toEqual(['Q2', 'R', 'Q1']);
  });

  it('is the same whether looked at once or step by step (materialising changes nothing)', () => {
    const all = [
      licence('R', { durationDays: 1, runStartedAt: T0 }),
      licence('Q', { durationDays: 2, queueRank: 0, usedSeconds: 3600 }),
    ];
    const direct = computeSchedule(all, at(2 * DAY));
    const midway = computeSchedule(all, at(1.5 * DAY)).entries.map((e) => e.licence);
    const stepped = computeSchedule(midway, at(2 * DAY));
    expect(stepped).toEqual(direct);
  });

  it('an ended licence stays expired with no days; one never started shows its full duration', () => {
    const ended = licence('E', { isTrial: true, durationDays: 7, usedSeconds: 3600, endedAt: at(3600_000) });
    const unowned = licence('U', { durationDays: 90 });
    const s = computeSchedule([ended, unowned], at(DAY));
    expect(stateOf(s, 'E').state).toMatchObject({ isExpired: true, isActive: false, remainingDays: 0 });
    expect(stateOf(s, 'U').state).toMatchObject({
      isExpired: false,
      isActive: false,
      isQueued: false,
      activateThisPlanNext: false,
      remainingDays: 90,
      timeActivated: null,
    });
    expect(s.activePlan).toBeNull();
  });

  it('does not change the licences it is given', () => {
    const running = licence('R', { durationDays: 1, runStartedAt: T0 });
    const copy = { ...running };
    computeSchedule([running], at(5 * DAY));
    expect(running).toEqual(copy);
  });
});
