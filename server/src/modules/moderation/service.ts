// The moderation queue (issue 17): word lists and images queued when they become public or when a teacher asks for
// them to leave the public collection, and the operator's decision on each. The wordlists and images modules call
// `enqueue` inside their own transactions, so this module imports neither of them (no cycle); the console
// (admin/moderation.ts) adds the targets' facts and does the removal through their services.
import { ModerationMessage, type ModerationKind } from '@playwords/common';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../platform/http-errors';
import {
  decideOpenItem,
  decideOpenItemsOfTarget,
  findItemForUpdate,
  findOpenItem,
  insertItem,
  lockTarget,
  pageOfItems,
  type ModerationItemView,
  type ModerationRow,
  type QueueFilter,
} from './repository';

export type { ModerationItemView, ModerationRow, QueueFilter };

export interface QueueEntry {
  kind: ModerationKind;
  targetId: number;
  ownerId: number;
  reason: 'published' | 'reported';
  /** The teacher who reported it (reports only). */
  reporterId?: number;
  note?: string | undefined;
}

/**
 * Puts a target in the queue, in the caller's transaction. Nothing is added when the same item is open already: a
 * target published again while its 'published' item waits, or a second report by the same teacher.
 */
export async function enqueue(tx: Db, entry: QueueEntry, now: Date): Promise<void> {
  await lockTarget(tx, entry.kind, entry.targetId);
  const reporterId = entry.reason === 'reported' ? (entry.reporterId ?? null) : null;
  if (await findOpenItem(tx, entry.kind, entry.targetId, entry.reason, reporterId)) return;
  await insertItem(tx, {
    kind: entry.kind,
    targetId: entry.targetId,
    ownerId: entry.ownerId,
    reason: entry.reason,
    reporterId,
    note: entry.note ? entry.note : null,
    status: 'open',
    createdAt: now,
  });
}

/** A page of the queue: open first, then oldest first. */
export function listQueue(
  db: Db,
  filter: QueueFilter,
  page: { limit: number; offset: number },
): Promise<{ views: ModerationItemView[]; count: number }> {
  return pageOfItems(db, filter, page);
}

/** The item to decide, locked for the transaction: 404 when there is none, 409 when it was decided already. */
export async function openItemToDecide(tx: Db, id: number): Promise<ModerationRow> {
  const item = await findItemForUpdate(tx, id);
  if (!item) throw notFound();
  if (item.status !== 'open') throw new HttpError(409, { detail: ModerationMessage.alreadyDecided });
  return item;
}

export interface Decision {
  status: 'kept' | 'removed';
  /** The operator (null: decided by no one in particular). */
  decidedBy: number | null;
  reason: string;
}

/** Decides one open item (409 if it is not open any more). */
export async function decideItem(tx: Db, id: number, decision: Decision & { decidedBy: number }, now: Date) {
  const row = await decideOpenItem(tx, id, {
    status: decision.status,
    decidedBy: decision.decidedBy,
    decidedAt: now,
    decisionReason: decision.reason,
  });
  if (!row) throw new HttpError(409, { detail: ModerationMessage.alreadyDecided });
  return row;
}

/** Decides every open item of a target (its removal decides them all); answers how many. */
export function decideOpenItemsOf(
  tx: Db,
  kind: ModerationKind,
  targetId: number,
  decision: Decision,
  now: Date,
): Promise<number> {
  return decideOpenItemsOfTarget(tx, kind, targetId, {
    status: decision.status,
    decidedBy: decision.decidedBy,
    decidedAt: now,
    decisionReason: decision.reason,
  });
}
