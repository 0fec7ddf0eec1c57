// The console's moderation section: the queue with each target's current facts, the keep / remove decisions and
// the direct actions on a list or an image. Each write is one `operatorAction`: the owning module's service called
// with the transaction, the queue's items decided, and the audit row.
import type {
  AdminPage,
  ModerationItemDto,
  ModerationKind,
  ModerationPerson,
  ModerationTargetResult,
} from '@playwords/common';
import type { Db } from '../../db/client';
import type { Actor } from '../../policies/policies';
import { imagesForModeration, removeImageFromPublic, removeImageIfPresent, restoreImage } from '../images/service';
import {
  decideItem,
  decideOpenItemsOf,
  listQueue,
  openItemToDecide,
  type ModerationItemView,
  type QueueFilter,
} from '../moderation/service';
import { banWordlist, banWordlistIfPresent, unbanWordlist, wordlistsForModeration } from '../wordlists/service';
import { operatorAction, withAudit } from './service';

const person = (id: number | null, username: string | null): ModerationPerson | null =>
  id === null || username === null ? null : { id, username };

/** The queue, open first then oldest first, each item with its target as it is now. */
export async function listModeration(
  db: Db,
  filter: QueueFilter,
  page: { limit: number; offset: number },
): Promise<AdminPage<ModerationItemDto>> {
  const { views, count } = await listQueue(db, filter, page);
  const idsOf = (kind: ModerationKind) => views.filter((v) => v.item.kind === kind).map((v) => v.item.targetId);
  const [lists, pictures] = await Promise.all([
    wordlistsForModeration(db, idsOf('wordlist')),
    imagesForModeration(db, idsOf('image')),
  ]);
  const present = ({ item, ownerName, reporterName, deciderName }: ModerationItemView): ModerationItemDto => {
    const target = item.kind === 'wordlist' ? lists.get(item.targetId) : pictures.get(item.targetId);
    return {
      id: item.id,
      kind: item.kind,
      target_id: item.targetId,
      reason: item.reason,
      status: item.status,
      author: target?.author
        ? { id: target.author.id, username: target.author.username }
        : person(item.ownerId, ownerName),
      reporter: person(item.reporterId, reporterName),
      note: item.note,
      created_at: item.createdAt.toISOString(),
      decided_by: person(item.decidedBy, deciderName),
      decided_at: item.decidedAt?.toISOString() ?? null,
      decision_reason: item.decisionReason,
      wordlist: item.kind === 'wordlist' ? (lists.get(item.targetId)?.facts ?? null) : null,
      image: item.kind === 'image' ? (pictures.get(item.targetId)?.facts ?? null) : null,
    };
  };
  return { count, results: views.map(present) };
}

/**
 * Keeps an open item: it leaves the queue, its target unchanged. 404 for no such item, 409 for one decided already
 * (nothing changed, no audit row).
 */
export function keepItem(
  db: Db,
  operator: Actor,
  id: number,
  reason: string,
  now: Date,
): Promise<{ id: number; status: 'kept' }> {
  return operatorAction(
    db,
    operator,
    { action: 'moderation.keep', targetType: 'moderation', targetId: id, reason },
    now,
    async (tx) => {
      const item = await openItemToDecide(tx, id);
      await decideItem(tx, id, { status: 'kept', decidedBy: operator.id, reason }, now);
      return withAudit(
        { id, status: 'kept' as const },
        { details: { kind: item.kind, target_id: item.targetId, item_reason: item.reason } },
      );
    },
  );
}

/**
 * Removes an open item's target from the public collection: a list is banned, an image removed (both through their
 * module), and every open item of that target decided 'removed' with this reason. 404 / 409 as `keepItem`.
 */
export function removeItem(
  db: Db,
  operator: Actor,
  id: number,
  reason: string,
  now: Date,
): Promise<{ id: number; status: 'removed'; items_decided: number }> {
  return operatorAction(
    db,
    operator,
    { action: 'moderation.remove', targetType: 'moderation', targetId: id, reason },
    now,
    async (tx) => {
      const item = await openItemToDecide(tx, id);
      if (item.kind === 'wordlist') await banWordlistIfPresent(tx, item.targetId, now);
      else await removeImageIfPresent(tx, operator, item.targetId, now);
      const decided = await decideOpenItemsOf(
        tx,
        item.kind,
        item.targetId,
        { status: 'removed', decidedBy: operator.id, reason },
        now,
      );
      return withAudit(
        { id, status: 'removed' as const, items_decided: decided },
        { details: { kind: item.kind, target_id: item.targetId, item_reason: item.reason, items_decided: decided } },
      );
    },
  );
}

type TargetAction = 'wordlist.ban' | 'wordlist.unban' | 'image.remove' | 'image.restore';

/**
 * A direct action on a list or an image, by id: ban / unban a list, remove an image from the public collection /
 * restore it (it stays private; its owner may upload it online again). A ban or a removal decides the target's open
 * queue items 'removed'. 404 for no such target; 409 when it is already so (nothing changed).
 */
export function actOnTarget(
  db: Db,
  operator: Actor,
  action: TargetAction,
  id: number,
  reason: string,
  now: Date,
): Promise<ModerationTargetResult> {
  const kind: ModerationKind = action.startsWith('wordlist.') ? 'wordlist' : 'image';
  return operatorAction(db, operator, { action, targetType: kind, targetId: id, reason }, now, async (tx) => {
    let result: Omit<ModerationTargetResult, 'items_decided'>;
    if (kind === 'wordlist') {
      const { list } = action === 'wordlist.ban' ? await banWordlist(tx, id, now) : await unbanWordlist(tx, id, now);
      const isPublic = list.hasBeenPublished && !list.isPrivate && !list.isBanned;
      result = { kind, id, is_banned: list.isBanned, is_public: isPublic };
    } else {
      const { image } =
        action === 'image.remove'
          ? await removeImageFromPublic(tx, operator, id, now)
          : await restoreImage(tx, operator, id, now);
      result = { kind, id, is_banned: image.isBanned, is_public: !image.isPrivate };
    }
    const removing = action === 'wordlist.ban' || action === 'image.remove';
    const decided = removing
      ? await decideOpenItemsOf(tx, kind, id, { status: 'removed', decidedBy: operator.id, reason }, now)
      : 0;
    return withAudit({ ...result, items_decided: decided }, { details: { items_decided: decided } });
  });
}
