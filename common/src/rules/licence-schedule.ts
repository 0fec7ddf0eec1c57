import type { LicenceType } from '../api/licences';
import type { PlanType } from './entitlements';

/**
 * The licence schedule (accounts §4), computed from stored facts and an instant: no timer ever runs. One licence
 * runs at a time; paused licences wait in a queue (lowest rank first) and resume, with the time they had left, at
 * the exact instant the running one ends. See docs/decisions.md § Licence schedule.
 */

export const SECONDS_PER_DAY = 86_400;

/** What is stored about a licence's time: the schedule's input (and, materialised, its output). */
export interface LicenceTimes {
  id: string;
  licenceType: LicenceType;
  isTrial: boolean;
  /** Days it lasts in all, extensions included. */
  durationDays: number;
  /** When it was bought or redeemed: every licence starts running at that instant (accounts §4). */
  datePurchased: Date;
  /** Seconds consumed by earlier runs (before a pause). */
  usedSeconds: number;
  /** Start of the current run; null when not running. */
  runStartedAt: Date | null;
  /** Place in the queue of paused licences (lower resumes first); null when not queued. */
  queueRank: number | null;
  /** When it stopped being usable (ran out, or a trial was paused); null while it still has time. */
  endedAt: Date | null;
}

/** A licence's state at one instant. */
export interface LicenceState {
  isActive: boolean;
  isExpired: boolean;
  /** Paused and waiting to resume. */
  isQueued: boolean;
  /** The paused licence that resumes first. */
  activateThisPlanNext: boolean;
  remainingSeconds: number;
  /** Whole days left, rounded up (0 once expired). */
  remainingDays: number;
  /**
   * When it was activated. Running: its run's start moved back by the time it ran before, so that "duration minus
   * days since time_activated" is what is left (accounts §4). Ended: the same instant as of its end (its end less
   * the time it used). Paused: when it started (its purchase), which is that same instant for a licence paused
   * once; the instant it was paused is not stored. Null only for a licence that never ran.
   */
  timeActivated: Date | null;
}

export interface ScheduledLicence<T extends LicenceTimes> {
  /** The licence with its times as of the instant (what to store so that stored state = state now). */
  licence: T;
  state: LicenceState;
}

export interface Schedule<T extends LicenceTimes> {
  /** Every licence, in the order given. */
  entries: ScheduledLicence<T>[];
  /** The running licence's id. */
  activeId: string | null;
  /** The user's plan now: the running licence's type, or null (Basic). */
  activePlan: PlanType | null;
  /** When the running licence ends (the next change without anyone acting); null when nothing runs. */
  nextChangeAt: Date | null;
}

const totalSeconds = (l: LicenceTimes) => l.durationDays * SECONDS_PER_DAY;

/** Instant (ms) the running licence `l` ends. */
function endOf(l: LicenceTimes): number {
  return l.runStartedAt!.getTime() + (totalSeconds(l) - l.usedSeconds) * 1000;
}

/** Queued licences in resume order (rank, then id so that equal ranks are still deterministic). */
export function queueOrder<T extends LicenceTimes>(licences: readonly T[]): T[] {
  return licences
    .filter((l) => l.queueRank !== null && l.endedAt === null && l.runStartedAt === null)
    .sort((a, b) => a.queueRank! - b.queueRank! || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** `LicenceState.timeActivated`: see there. */
function activatedAt(l: LicenceTimes, isActive: boolean, isExpired: boolean, isQueued: boolean): Date | null {
  if (isActive) return new Date(l.runStartedAt!.getTime() - l.usedSeconds * 1000);
  if (isExpired) return new Date(l.endedAt!.getTime() - l.usedSeconds * 1000);
  if (isQueued) return l.datePurchased;
  return null;
}

/** Computes the state of one user's licences at `now`, letting every run that ended before `now` hand over. */
export function computeSchedule<T extends LicenceTimes>(licences: readonly T[], now: Date): Schedule<T> {
  const nowMs = now.getTime();
  const work = licences.map((l) => ({ ...l }));
  // Every write keeps at most one licence running; should the data ever say otherwise, the latest start wins.
  let running = work
    .filter((l) => l.runStartedAt !== null && l.endedAt === null)
    .sort((a, b) => b.runStartedAt!.getTime() - a.runStartedAt!.getTime())[0];

  while (running && endOf(running) <= nowMs) {
    const end = endOf(running);
    running.usedSeconds = totalSeconds(running);
    running.runStartedAt = null;
    running.queueRank = null;
    running.endedAt = new Date(end);
    const next = queueOrder(work)[0];
    if (next) {
      // The next licence resumes at the very instant the previous one ended, not when someone next looks.
      next.runStartedAt = new Date(end);
      next.queueRank = null;
    }
    running = next;
  }

  const nextUp = queueOrder(work)[0];
  const entries = work.map((licence): ScheduledLicence<T> => {
    const isActive = licence === running;
    const isExpired = licence.endedAt !== null;
    const isQueued = !isActive && !isExpired && licence.queueRank !== null;
    const left = Math.max(0, totalSeconds(licence) - licence.usedSeconds);
    const remainingMs = isExpired ? 0 : isActive ? Math.min(endOf(licence) - nowMs, left * 1000) : left * 1000;
    return {
      licence,
      state: {
        isActive,
        isExpired,
        isQueued,
        activateThisPlanNext: licence === nextUp,
        remainingSeconds: Math.ceil(remainingMs / 1000),
        remainingDays: Math.ceil(remainingMs / (SECONDS_PER_DAY * 1000)),
        timeActivated: activatedAt(licence, isActive, isExpired, isQueued),
      },
    };
  });
  return {
    entries,
    activeId: running?.id ?? null,
    activePlan: running?.licenceType ?? null,
    nextChangeAt: running ? new Date(endOf(running)) : null,
  };
}
