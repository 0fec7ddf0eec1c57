import type { WordlistDto, WordPicture } from '@playwords/common';
import type { Db } from '../../db/client';
import { resolvePictures } from './pictures';
import type { WordlistView } from './repository';

/**
 * Shapes a list as the API's wordlist object (core §3), its pictures resolved (wordlists/pictures.ts). Words and
 * themes go out as JSON text, never markup.
 */
export function presentWordlist({ list, author }: WordlistView, pictures: (WordPicture | null)[]): WordlistDto {
  return {
    id: list.id,
    theme: list.theme,
    words: list.words,
    pictures,
    is_private: list.isPrivate,
    likes: list.likes,
    created_by: { id: author.id, username: author.username, display_name: author.displayName },
    is_banned: list.isBanned,
    has_been_published: list.hasBeenPublished,
  };
}

/** A page of lists as wordlist objects for this viewer: their images' URLs read in one query for the page. */
export async function presentWordlists(
  db: Db,
  viewerId: number,
  views: readonly WordlistView[],
): Promise<WordlistDto[]> {
  const pictures = await resolvePictures(
    db,
    views.map((v) => v.list),
    viewerId,
  );
  return views.map((view, i) => presentWordlist(view, pictures[i]!));
}

/** One list as a wordlist object for this viewer. */
export async function presentOne(db: Db, viewerId: number, view: WordlistView): Promise<WordlistDto> {
  return (await presentWordlists(db, viewerId, [view]))[0]!;
}
