import { randomInt } from 'node:crypto';
import {
  buildLicenceKey,
  computeSchedule,
  getEntitlements,
  isChecksumValidKey,
  licenceTypeName,
  normaliseLicenceKey,
  queueOrder,
  SECONDS_PER_DAY,
  TRIAL_DAYS,
  type LicenceState,
  type LicenceType,
  type Schedule,
  type TrialType,
} from '@playwords/common';
import type { Db } from '../../db/client';
import { notFound, ValidationError } from '../../platform/http-errors';
import { enforceLimits, type Counters, type RateLimit } from '../../platform/throttle';
import { lockAccount, trimSessions, writePlanCache, type UserRow } from '../users/service';
import {
  claimUnownedKey,
  insertLicences,
  listLicencesOfUser,
  updateLicence,
  type LicenceRow,
  type NewLicenceRow,
} from './repository';

export { countActivePlans, countTrials } from './stats';

/** Key attempts per signed-in user and per client address; failures count, successes are taken back. */
export const KEY_ATTEMPTS_PER_USER: RateLimit = { limit: 10, windowSeconds: 60 * 60 };
export const KEY_ATTEMPTS_PER_ADDRESS: RateLimit = { limit: 30, windowSeconds: 60 * 60 };

export { licencesOfAccount, ownerOfLicenceKey } from './people';

export const INVALID_KEY = 'This license key is not valid or has already been used.';

const SECOND = 1000;
const DAY = 86_400 * SECOND;
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A licence with its state at one instant, and its owner's username (what the presenter shapes). */
export interface LicenceView {
  licence: LicenceRow;
  state: LicenceState;
  ownerUsername: string | null;
}

/** What a payment (or a trial) grants; the payments work calls `grantLicence` with it. */
export interface Grant {
  type: LicenceType;
  days: number;
  isTrial: boolean;
  payment: 'SINGLE' | 'SUB';
  /** The new licence's key; a fresh one when absent. */
  key?: string;
}

/** A new random key: four groups from a secure random source over A–Z0–9, then the checksum of common. */
export function generateLicenceKey(): string {
  const group = () => Array.from({ length: 5 }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]).join('');
  return buildLicenceKey([group(), group(), group(), group()]);
}

type UserPlanValues = Partial<Pick<UserRow, 'usedProPlanTrial' | 'usedPremiumPlanTrial'>>;

/** One user's licences inside a schedule transaction, materialised at `now`; a change mutates them. */
interface Working {
  /** The user's row as locked (before this change). */
  user: UserRow;
  rows: LicenceRow[];
  /** The running licence (one of `rows`). */
  active: LicenceRow | undefined;
  /** Other values to write on the user's row with the plan cache. */
  userValues: UserPlanValues;
  /** Adds a licence that joined the user during the change, as stored when it joined. */
  add(row: LicenceRow): void;
}

const snapshot = (l: LicenceRow) =>
  JSON.stringify([l.durationDays, l.usedSeconds, l.runStartedAt, l.queueRank, l.endedAt, l.willAutoRenew, l.renewTime]);

/**
 * The one way a user's licences change. In a transaction holding the user's row lock (`db` may itself be a
 * transaction: the change is then a savepoint inside it, so a caller can make it part of its own work, like the
 * payments module recording a provider's event in the same transaction as the licence it grants): writes back the state as of
 * `now` (so stored state = state now), applies `change`, stores what moved, refreshes the plan cache on the user's
 * row, and when the device limit dropped ends the surplus sessions oldest first (keeping `keepSessionId`).
 */
async function changeSchedule<T>(
  db: Db,
  userId: number,
  now: Date,
  change: (tx: Db, working: Working) => Promise<T>,
  keepSessionId?: string,
): Promise<{ value: T; schedule: Schedule<LicenceRow>; user: UserRow }> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const user = await lockAccount(tx, userId);
    if (!user) throw notFound();
    const stored = await listLicencesOfUser(tx, userId);
    const snapshots = new Map(stored.map((l) => [l.id, snapshot(l)]));
    const before = computeSchedule(stored, now);
    const rows = before.entries.map((e) => e.licence);
    const working: Working = {
      user,
      rows,
      active: rows.find((l) => l.id === before.activeId),
      userValues: {},
      add(row) {
        snapshots.set(row.id, snapshot(row));
        rows.push(row);
      },
    };
    const value = await change(tx, working);

    const after = computeSchedule(rows, now);
    for (const { licence } of after.entries) {
      if (snapshot(licence) === snapshots.get(licence.id)) continue;
      const { durationDays, usedSeconds, runStartedAt, queueRank, endedAt, willAutoRenew, renewTime } = licence;
      await updateLicence(tx, licence.id, {
        durationDays,
        usedSeconds,
        runStartedAt,
        queueRank,
        endedAt,
        willAutoRenew,
        renewTime,
      });
    }
    const cacheMoved =
      user.planType !== after.activePlan || user.planValidUntil?.getTime() !== after.nextChangeAt?.getTime();
    const fresh =
      cacheMoved || Object.keys(working.userValues).length > 0
        ? await writePlanCache(tx, userId, {
            ...working.userValues,
            planType: after.activePlan,
            planValidUntil: after.nextChangeAt,
          })
        : user;
    const allowedBefore = getEntitlements({ activePlan: user.planType }).max_sessions_allowed;
    const allowedNow = getEntitlements({ activePlan: after.activePlan }).max_sessions_allowed;
    if (allowedNow < allowedBefore) await trimSessions(tx, userId, allowedNow, now, keepSessionId);
    return { value, schedule: after, user: fresh };
  });
}

/** Stops the running licence at `now`: a plan goes to the front of the queue; a trial ends for good. */
function pauseActive(working: Working, now: Date): void {
  const active = working.active;
  if (!active) return;
  // Whole seconds, rounded down: a pause never costs the teacher part of a second.
  active.usedSeconds += Math.floor((now.getTime() - active.runStartedAt!.getTime()) / SECOND);
  active.runStartedAt = null;
  if (active.isTrial) {
    active.endedAt = now;
  } else {
    const ranks = working.rows.filter((l) => l.queueRank !== null).map((l) => l.queueRank!);
    active.queueRank = ranks.length > 0 ? Math.min(...ranks) - 1 : 0;
  }
  working.active = undefined;
}

/** Seconds a licence has been used as of `now` (its earlier runs and the current one). */
function usedSecondsAt(licence: LicenceRow, now: Date): number {
  const running = licence.runStartedAt ? Math.floor((now.getTime() - licence.runStartedAt.getTime()) / SECOND) : 0;
  return licence.usedSeconds + running;
}

/** Ends a licence at `now` for good; if it was the running one, the next paused plan resumes at once. */
function endNow(working: Working, licence: LicenceRow, now: Date): void {
  licence.usedSeconds = usedSecondsAt(licence, now);
  licence.runStartedAt = null;
  licence.queueRank = null;
  licence.endedAt = now;
  licence.willAutoRenew = false;
  if (working.active !== licence) return;
  working.active = undefined;
  const next = queueOrder(working.rows)[0];
  if (next) {
    next.runStartedAt = now;
    next.queueRank = null;
    working.active = next;
  }
}

/** Makes `licence` the running one from `now`, pausing whatever ran. */
function startNow(working: Working, licence: LicenceRow, now: Date): void {
  pauseActive(working, now);
  licence.runStartedAt = now;
  licence.queueRank = null;
  working.active = licence;
}

function viewOf(schedule: Schedule<LicenceRow>, id: string, ownerUsername: string): LicenceView {
  const entry = schedule.entries.find((e) => e.licence.id === id);
  if (!entry) throw new Error(`licence ${id} is not in the schedule`);
  return { ...entry, ownerUsername };
}

async function insertNewLicence(tx: Db, working: Working, grant: Grant, now: Date): Promise<LicenceRow> {
  const subscription = grant.payment === 'SUB' && !grant.isTrial;
  for (let attempt = 0; attempt < 5; attempt++) {
    const values: NewLicenceRow = {
      id: grant.key ?? generateLicenceKey(),
      userId: working.user.id,
      licenceType: grant.type,
      isTrial: grant.isTrial,
      datePurchased: now,
      durationDays: grant.days,
      willAutoRenew: subscription,
      renewTime: subscription ? new Date(now.getTime() + grant.days * DAY) : null,
      createdAt: now,
    };
    const [row] = await insertLicences(tx, [values]);
    if (row) {
      working.add(row);
      return row;
    }
    if (grant.key) throw new Error(`licence key ${grant.key} already exists`);
  }
  throw new Error('could not find an unused licence key');
}

/**
 * Grants a licence (a payment or a trial; accounts §4). A one-time purchase of the plan that is running (not a
 * trial) extends it (and `grant.key` goes unused); anything else starts at once and pauses the running plan (a
 * paused trial ends). Answers the licence that holds the granted days.
 */
export async function grantLicence(
  db: Db,
  userId: number,
  grant: Grant,
  now: Date,
  keepSessionId?: string,
): Promise<LicenceView> {
  if (!Number.isInteger(grant.days) || grant.days <= 0) throw new Error('a grant needs a whole number of days');
  const { value, schedule, user } = await changeSchedule(
    db,
    userId,
    now,
    (tx, working) => applyGrant(tx, working, grant, now),
    keepSessionId,
  );
  return viewOf(schedule, value, user.username);
}

async function applyGrant(tx: Db, working: Working, grant: Grant, now: Date): Promise<string> {
  const active = working.active;
  const extends_ =
    !grant.isTrial && grant.payment === 'SINGLE' && active && !active.isTrial && active.licenceType === grant.type;
  if (extends_) {
    active.durationDays += grant.days;
    return active.id;
  }
  const licence = await insertNewLicence(tx, working, grant, now);
  startNow(working, licence, now);
  return licence.id;
}

const TRIAL_PLAN: Record<TrialType, LicenceType> = { PRO: 'PRO', PREMIUM: 'PRE' };

/** Starts the once-per-tier 7-day trial (accounts §4); a second one of a tier is refused and changes nothing. */
export async function startTrial(
  db: Db,
  userId: number,
  tier: TrialType,
  now: Date,
  keepSessionId?: string,
): Promise<LicenceView> {
  const type = TRIAL_PLAN[tier];
  const { value, schedule, user } = await changeSchedule(
    db,
    userId,
    now,
    async (tx, working) => {
      const flag = tier === 'PRO' ? 'usedProPlanTrial' : 'usedPremiumPlanTrial';
      if (working.user[flag]) {
        throw new ValidationError({ type: [`You have already used your ${licenceTypeName(type)} trial.`] });
      }
      working.userValues[flag] = true;
      return applyGrant(tx, working, { type, days: TRIAL_DAYS, isTrial: true, payment: 'SINGLE' }, now);
    },
    keepSessionId,
  );
  return viewOf(schedule, value, user.username);
}

/**
 * Redeems a licence key: only a key the server issued and nobody owns, claimed atomically; it starts at once and
 * pauses the running plan. Attempts are rate-limited per user and per address; a success is not counted.
 */
export async function redeemKey(
  db: Db,
  counters: Counters,
  request: { userId: number; typedKey: string; clientIp: string; sessionId?: string },
  now: Date,
): Promise<LicenceView> {
  const userKey = `licence-key:user:${request.userId}`;
  const addressKey = `licence-key:ip:${request.clientIp}`;
  await enforceLimits(
    counters,
    [
      { key: userKey, rule: KEY_ATTEMPTS_PER_USER },
      { key: addressKey, rule: KEY_ATTEMPTS_PER_ADDRESS },
    ],
    now,
  );
  const key = normaliseLicenceKey(request.typedKey);
  // The checksum only catches typing slips: the same answer as for a key never issued.
  if (!isChecksumValidKey(key)) throw new ValidationError({ non_field_errors: [INVALID_KEY] });
  const { schedule, user } = await changeSchedule(
    db,
    request.userId,
    now,
    async (tx, working) => {
      const claimed = await claimUnownedKey(tx, key, request.userId, now);
      if (!claimed) throw new ValidationError({ non_field_errors: [INVALID_KEY] });
      working.add(claimed);
      startNow(working, claimed, now);
    },
    request.sessionId,
  );
  // The key is hers now, whatever happens next: a count the store could not take back (Redis gone this very moment)
  // only makes her limit stricter for its window, so it does not turn her success into an error.
  await counters.unhit(userKey).catch(() => undefined);
  await counters.unhit(addressKey).catch(() => undefined);
  return viewOf(schedule, key, user.username);
}

/** Stops a licence's auto-renewal (owner only; anyone else's is "not found"). It stays usable to its end. */
export async function cancelAutoRenew(
  db: Db,
  owner: { id: number; username: string },
  licenceId: string,
  now: Date,
): Promise<LicenceView> {
  const id = normaliseLicenceKey(licenceId);
  const { schedule } = await changeSchedule(db, owner.id, now, async (_tx, working) => {
    const licence = working.rows.find((l) => l.id === id);
    if (!licence) throw notFound();
    licence.willAutoRenew = false;
  });
  return viewOf(schedule, id, owner.username);
}

/**
 * A subscription's next period was paid (the payments module, on the provider's word): its licence gets `days`
 * more and renews again. One that had already run out (the payment came after its end) comes back: at once when
 * nothing else runs, else first in the queue. Answers false when the user has no such licence (nothing changes).
 */
export async function renewSubscriptionLicence(
  db: Db,
  userId: number,
  licenceId: string,
  days: number,
  now: Date,
): Promise<boolean> {
  if (!Number.isInteger(days) || days <= 0) throw new Error('a renewal needs a whole number of days');
  const { value } = await changeSchedule(db, userId, now, async (_tx, working) => {
    const licence = working.rows.find((l) => l.id === licenceId);
    if (!licence) return false;
    licence.durationDays += days;
    licence.willAutoRenew = true;
    licence.renewTime = new Date((licence.renewTime ?? now).getTime() + days * DAY);
    if (licence.endedAt !== null) {
      licence.endedAt = null;
      if (working.active) {
        const ranks = working.rows.filter((l) => l.queueRank !== null).map((l) => l.queueRank!);
        licence.queueRank = ranks.length > 0 ? Math.min(...ranks) - 1 : 0;
      } else {
        licence.runStartedAt = now;
        working.active = licence;
      }
    }
    return true;
  });
  return value;
}

/**
 * Stops a licence's auto-renewal on the provider's word (a failed renewal, a subscription cancelled there): it
 * stays usable to its end. Answers false when the user has no such licence.
 */
export async function stopAutoRenewal(db: Db, userId: number, licenceId: string, now: Date): Promise<boolean> {
  const { value } = await changeSchedule(db, userId, now, async (_tx, working) => {
    const licence = working.rows.find((l) => l.id === licenceId);
    if (!licence) return false;
    licence.willAutoRenew = false;
    return true;
  });
  return value;
}

/**
 * Takes back the `days` a refunded payment bought: the licence keeps what is left beyond them, or, when they were
 * all it had left (or all it ever had), it ends now and the next paused plan resumes. A licence already over is
 * left alone. Answers false when the user has no such licence.
 */
export async function takeBackDays(
  db: Db,
  userId: number,
  licenceId: string,
  days: number,
  now: Date,
): Promise<boolean> {
  const { value } = await changeSchedule(db, userId, now, async (_tx, working) => {
    const licence = working.rows.find((l) => l.id === licenceId);
    if (!licence) return false;
    if (licence.endedAt !== null) return true;
    const kept = licence.durationDays - days;
    if (kept > 0 && kept * SECONDS_PER_DAY > usedSecondsAt(licence, now)) {
      licence.durationDays = kept;
    } else {
      endNow(working, licence, now);
    }
    return true;
  });
  return value;
}

/**
 * Brings the plan cache on a user's row up to date once its instant has come (a licence ran out): materialises the
 * schedule and ends surplus sessions if the device limit dropped. Answers the same row when nothing was due.
 */
export async function refreshPlanIfDue(db: Db, user: UserRow, now: Date): Promise<UserRow> {
  if (user.planValidUntil === null || user.planValidUntil.getTime() > now.getTime()) return user;
  return (await changeSchedule(db, user.id, now, async () => undefined)).user;
}

const listingGroup = (s: LicenceState) => (s.isActive ? 0 : s.isQueued ? 1 : 2);

/** Active first, then the queue in resume order, then the rest by purchase date, newest first. */
function compareForListing(a: LicenceView, b: LicenceView): number {
  const group = listingGroup(a.state) - listingGroup(b.state);
  if (group !== 0) return group;
  const order =
    listingGroup(a.state) === 1
      ? a.licence.queueRank! - b.licence.queueRank!
      : b.licence.datePurchased.getTime() - a.licence.datePurchased.getTime();
  return order !== 0 ? order : a.licence.id < b.licence.id ? -1 : 1;
}

/** A user's own licences with their state at `now` (computed, nothing written), in listing order. */
export async function listLicences(db: Db, owner: { id: number; username: string }, now: Date): Promise<LicenceView[]> {
  const schedule = computeSchedule(await listLicencesOfUser(db, owner.id), now);
  return schedule.entries.map((e) => ({ ...e, ownerUsername: owner.username })).sort(compareForListing);
}

/** One of the user's own licences; anyone else's, or an unknown id, is "not found". */
export async function getLicence(
  db: Db,
  owner: { id: number; username: string },
  licenceId: string,
  now: Date,
): Promise<LicenceView> {
  const id = normaliseLicenceKey(licenceId);
  const view = (await listLicences(db, owner, now)).find((v) => v.licence.id === id);
  if (!view) throw notFound();
  return view;
}

/** Mints unowned keys (the admin command line; the console's batches give `batchId`); answers them in order. */
export async function mintKeys(
  db: Db,
  order: { type: LicenceType; days: number; count: number; batchId?: number },
  now: Date,
): Promise<string[]> {
  const minted: string[] = [];
  while (minted.length < order.count) {
    const rows = Array.from({ length: Math.min(order.count - minted.length, 500) }, () => ({
      id: generateLicenceKey(),
      userId: null,
      licenceType: order.type,
      isTrial: false,
      datePurchased: now,
      durationDays: order.days,
      createdAt: now,
      batchId: order.batchId ?? null,
    }));
    // A collision (about 2^-103 per pair) is skipped and made up in the next round.
    minted.push(...(await insertLicences(db, rows)).map((r) => r.id));
  }
  return minted;
}

export { createKeyBatch, keysOfBatch, listKeyBatches, type KeyBatchRow, type BatchKey } from './batches';
export { licenceStatesAt, type LicenceRef } from './states';
