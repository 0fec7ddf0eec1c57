// The console's moderation section: the queue of newly published and reported word lists and images, and what a
// teacher is told when she asks for someone else's list or image to leave the public collection.
import type { ImageType } from './images';

export const MODERATION_KINDS = ['wordlist', 'image'] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];

export const MODERATION_REASONS = ['published', 'reported'] as const;
export type ModerationReason = (typeof MODERATION_REASONS)[number];

export const MODERATION_STATUSES = ['open', 'kept', 'removed'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

/** Longest note a teacher may send with a report. */
export const MODERATION_NOTE_MAX = 300;

/** How many of a list's words the queue shows. */
export const MODERATION_WORDS_SHOWN = 30;

/** Someone the queue names: an author, a reporter, the operator who decided. */
export interface ModerationPerson {
  id: number;
  username: string;
}

/** A word list as the queue shows it (its current facts, not those when it was queued). */
export interface ModerationWordlistFacts {
  id: number;
  theme: string;
  /** The first MODERATION_WORDS_SHOWN words. */
  words: string[];
  word_count: number;
  likes: number;
  is_banned: boolean;
  /** In the public collection now. */
  is_public: boolean;
}

/** An image as the queue shows it. */
export interface ModerationImageFacts {
  id: number;
  name: string;
  type: ImageType;
  thumbnail: string;
  is_banned: boolean;
  is_public: boolean;
}

/** One item of the queue. `wordlist` / `image` is null when its target was deleted since. */
export interface ModerationItemDto {
  id: number;
  kind: ModerationKind;
  target_id: number;
  reason: ModerationReason;
  status: ModerationStatus;
  /** The author (the target's owner now, else when it was queued); null once the account is gone. */
  author: ModerationPerson | null;
  reporter: ModerationPerson | null;
  note: string | null;
  created_at: string;
  decided_by: ModerationPerson | null;
  decided_at: string | null;
  decision_reason: string | null;
  wordlist: ModerationWordlistFacts | null;
  image: ModerationImageFacts | null;
}

/** What a console action on a list or an image answers. */
export interface ModerationTargetResult {
  kind: ModerationKind;
  id: number;
  is_banned: boolean;
  is_public: boolean;
  /** Open queue items of the target that the action decided. */
  items_decided: number;
}

/** What a teacher's 'remove from the public collection' of someone else's list (or 'Report this image') answers. */
export interface ReviewRequestDto {
  sent_for_review: true;
  detail: string;
}

export const ModerationMessage = {
  sentForReview: 'Thank you: it was sent to the PlayWords team for review.',
  noteTooLong: `A note has at most ${MODERATION_NOTE_MAX} characters.`,
  alreadyDecided: 'This item was already decided: nothing was changed.',
  alreadyBanned: 'This wordlist is already banned.',
  notBanned: 'This wordlist is not banned.',
  imageAlreadyRemoved: 'This image is already removed from the public collection.',
  imageNotRemoved: 'This image is not removed from the public collection.',
  /** The decision reason of open items closed by a superuser's removal from a public list's card. */
  removedFromCard: 'Removed from the public collection from the list itself.',
} as const;

/** The labels the console shows for a reason. */
export const MODERATION_REASON_LABELS: Record<ModerationReason, string> = {
  published: 'Published',
  reported: 'Reported',
};
