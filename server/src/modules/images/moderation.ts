// What moderation does to images: a teacher's report of someone else's public image (queued for review), the
// operator's removal from the public collection and its restoration, and the facts the console's queue shows.
import { ModerationMessage, type ImageType, type ModerationImageFacts } from '@playwords/common';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../platform/http-errors';
import { authorize, policies, type Actor } from '../../policies/policies';
import { enqueue } from '../moderation/service';
import { presentImage } from './presenter';
import { findImageView, imageViewsByIds, updateImageRow, type ImageView } from './repository';

/** An image that has just become public goes into the moderation queue (in the caller's transaction). */
export function queuePublishedImage(tx: Db, image: { id: number; ownerId: number }, now: Date): Promise<void> {
  return enqueue(tx, { kind: 'image', targetId: image.id, ownerId: image.ownerId, reason: 'published' }, now);
}

/** 'Report this image': someone else's public image goes to the queue with her optional note; nothing else changes. */
export async function reportImage(
  db: Db,
  user: Actor,
  type: ImageType,
  id: number | null,
  note: string | undefined,
  now: Date,
): Promise<void> {
  const view = id === null ? undefined : await findImageView(db, id, user.id);
  if (!view || view.image.type !== type) throw notFound();
  authorize(policies.reportImage(user, view.image));
  await db.transaction(async (tx) => {
    await enqueue(
      tx as unknown as Db,
      {
        kind: 'image',
        targetId: view.image.id,
        ownerId: view.image.ownerId,
        reason: 'reported',
        reporterId: user.id,
        note,
      },
      now,
    );
  });
}

async function mustFind(tx: Db, id: number, viewerId: number): Promise<ImageView> {
  const view = await findImageView(tx, id, viewerId);
  if (!view) throw notFound();
  return view;
}

/**
 * An operator's removal from the public collection (in the caller's transaction): the image becomes private and
 * banned, so it leaves public lists and searches and its owner cannot upload it online again; she keeps it. 404 for
 * no such image; 409 when it is removed already.
 */
export async function removeImageFromPublic(tx: Db, operator: Actor, id: number, now: Date): Promise<ImageView> {
  const view = await mustFind(tx, id, operator.id);
  if (view.image.isBanned) throw new HttpError(409, { detail: ModerationMessage.imageAlreadyRemoved });
  await updateImageRow(tx, id, { isBanned: true, isPrivate: true, updatedAt: now });
  return mustFind(tx, id, operator.id);
}

/** A removal decided in the queue: bans the image unless it is banned already (or gone). */
export async function removeImageIfPresent(tx: Db, operator: Actor, id: number, now: Date): Promise<void> {
  const view = await findImageView(tx, id, operator.id);
  if (!view || view.image.isBanned) return;
  await updateImageRow(tx, id, { isBanned: true, isPrivate: true, updatedAt: now });
}

/** Lifts the removal: the image stays private, and its owner may upload it online again. 409 when not removed. */
export async function restoreImage(tx: Db, operator: Actor, id: number, now: Date): Promise<ImageView> {
  const view = await mustFind(tx, id, operator.id);
  if (!view.image.isBanned) throw new HttpError(409, { detail: ModerationMessage.imageNotRemoved });
  await updateImageRow(tx, id, { isBanned: false, updatedAt: now });
  return mustFind(tx, id, operator.id);
}

/** The queue's images by id, with their authors (images deleted since are missing): one query. */
export async function imagesForModeration(
  db: Db,
  ids: number[],
): Promise<Map<number, { facts: ModerationImageFacts; author: { id: number; username: string } }>> {
  const found = new Map<number, { facts: ModerationImageFacts; author: { id: number; username: string } }>();
  if (ids.length === 0) return found;
  const rows = await imageViewsByIds(db, ids);
  for (const { image, author } of rows) {
    // The thumbnail's address as the image object gives it (the configured storage's).
    const { thumbnail } = presentImage({ image, author, powers: [] });
    found.set(image.id, {
      facts: {
        id: image.id,
        name: image.name,
        type: image.type,
        thumbnail,
        is_banned: image.isBanned,
        is_public: !image.isPrivate,
      },
      author: { id: author.id, username: author.username },
    });
  }
  return found;
}
