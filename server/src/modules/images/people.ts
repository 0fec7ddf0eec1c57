// What the console's people section reads of images: how many pictures she uploaded and the latest ones.
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaUrlOf } from './presenter';
import { images } from './tables';

export interface UploadSummary {
  count: number;
  recent: Array<{
    id: number;
    type: string;
    name: string;
    thumbnail: string;
    isPrivate: boolean;
    isBanned: boolean;
    createdOn: Date;
  }>;
}

/** Her uploads: how many, and the `limit` newest. */
export async function uploadsOfAccount(db: Db, userId: number, limit: number): Promise<UploadSummary> {
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(images)
    .where(eq(images.ownerId, userId));
  const rows = await db
    .select({
      id: images.id,
      type: images.type,
      name: images.name,
      thumbnailKey: images.thumbnailKey,
      isPrivate: images.isPrivate,
      isBanned: images.isBanned,
      createdOn: images.createdOn,
    })
    .from(images)
    .where(eq(images.ownerId, userId))
    .orderBy(desc(images.createdOn), desc(images.id))
    .limit(limit);
  return {
    count: total?.n ?? 0,
    recent: rows.map(({ thumbnailKey, ...row }) => ({ ...row, thumbnail: mediaUrlOf(thumbnailKey) })),
  };
}
