import type { WordlistDto } from '@playwords/common';
import type { WordlistView } from './repository';

/** Shapes a list as the API's wordlist object (core §3). Words and themes go out as JSON text, never markup. */
export function presentWordlist({ list, author }: WordlistView): WordlistDto {
  return {
    id: list.id,
    theme: list.theme,
    words: list.words,
    is_private: list.isPrivate,
    likes: list.likes,
    created_by: { id: author.id, username: author.username, display_name: author.displayName },
    is_banned: list.isBanned,
    has_been_published: list.hasBeenPublished,
  };
}
