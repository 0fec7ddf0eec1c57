// Who may do what, in one place: every refusal's status and detail is decided here, and services call `authorize`
// with the decision before they act. A decision is `null` when allowed, else the refusal to answer.
import {
  canPlayGame,
  ErrorDetail,
  gameNeedsPlanText,
  getEntitlements,
  GameMessage,
  hasMatchingTrial,
  ImageMessage,
  isTrialAvailable,
  uploadsRestrictedText,
  WordlistMessage,
  type GameEntry,
} from '@playwords/common';
import { HttpError } from '../platform/http-errors';
import type { Actor } from './actor';

export type { Actor };

/** A refusal: the status and the detail the API answers. */
export interface Refusal {
  status: 403 | 404;
  detail: string;
}

/** `null` when the actor may go ahead. */
export type Decision = Refusal | null;

const forbidden = (detail: string): Refusal => ({ status: 403, detail });
/** Another user's private object answers as if it did not exist (design/security.md § Access). */
const hidden: Refusal = { status: 404, detail: ErrorDetail.notFound };
const denied: Refusal = { status: 403, detail: ErrorDetail.permissionDenied };

const rightsOf = (actor: Actor) => getEntitlements({ activePlan: actor.planType });
const trialFlagsOf = (actor: Actor) => ({
  used_pro_plan_trial: actor.usedProPlanTrial,
  used_premium_plan_trial: actor.usedPremiumPlanTrial,
});

/** Throws the refusal, if any, as the API's answer. */
export function authorize(decision: Decision): void {
  if (decision) throw new HttpError(decision.status, { detail: decision.detail });
}

/** What a word-list policy needs to know about a list. */
export interface ListFacts {
  ownerId: number;
  isPrivate: boolean;
  hasBeenPublished: boolean;
  isBanned: boolean;
}

/** What an image policy needs to know about an image. */
export interface ImageFacts {
  ownerId: number;
  isPrivate: boolean;
  /** Removed from the public collection by an operator (it cannot be made public again). */
  isBanned: boolean;
}

/** What a class policy needs to know about a class (or a lesson plan: its owner). */
export interface ClassFacts {
  ownerId: number;
}

/** In the public collection: published, not private, not banned (core §3). */
export const isPublicList = (list: ListFacts) => list.hasBeenPublished && !list.isPrivate && !list.isBanned;

export const policies = {
  /** Sharing lists (core §1, §6): a verified e-mail (checked first: the pages send her to validate it) and a paid plan. */
  shareWordlists(actor: Actor): Decision {
    if (!actor.hasValidEmail) return forbidden(WordlistMessage.publishNeedsEmail);
    if (rightsOf(actor).can_publish_wordlists) return null;
    return forbidden(
      isTrialAvailable('Pro', trialFlagsOf(actor))
        ? WordlistMessage.publishNeedsPlanTrial
        : WordlistMessage.publishNeedsPlan,
    );
  },

  /** A new list; 'Publish online for others to use' publishes it at once and needs the right to share. */
  createWordlist(actor: Actor, input: { isPrivate: boolean }): Decision {
    return input.isPrivate ? null : policies.shareWordlists(actor);
  },

  /** Reading a list: its owner, and everyone while it is public. */
  readWordlist(actor: Actor, list: ListFacts): Decision {
    return list.ownerId === actor.id || isPublicList(list) ? null : hidden;
  },

  /** Editing, deleting or publishing a list: its owner only (everyone else: as if it did not exist). */
  changeWordlist(actor: Actor, list: ListFacts): Decision {
    return list.ownerId === actor.id ? null : hidden;
  },

  /** Publishing her own list: never a banned one, and the right to share. */
  publishWordlist(actor: Actor, list: ListFacts): Decision {
    return (
      policies.changeWordlist(actor, list) ??
      (list.isBanned
        ? forbidden(WordlistMessage.publishBanned)
        : isPublicList(list)
          ? null
          : policies.shareWordlists(actor))
    );
  },

  /**
   * Removing a list from the public collection itself: its owner (it becomes private), or a superuser (someone
   * else's list is banned). Anyone else is refused here (403; 404 for one she cannot see): for another teacher the
   * same button asks for a review instead (`reportWordlist`).
   */
  unpublishWordlist(actor: Actor, list: ListFacts): Decision {
    const readable = policies.readWordlist(actor, list);
    if (readable) return readable;
    return list.ownerId === actor.id || actor.isSuperuser ? null : denied;
  },

  /**
   * Asking for someone else's public list to leave the public collection (spec: the public list offers it to every
   * teacher; the server decides): the request goes to the moderation queue. 404 for a list she cannot see.
   */
  reportWordlist(actor: Actor, list: ListFacts): Decision {
    const readable = policies.readWordlist(actor, list);
    if (readable) return readable;
    return isPublicList(list) && list.ownerId !== actor.id ? null : denied;
  },

  /**
   * Uploading images (core §6): not restricted by an operator, a verified e-mail and a paid plan. The monthly quota
   * is counted by the service.
   */
  uploadImages(actor: Actor): Decision {
    // An operator's restriction comes first: no plan or address lifts it, and she is told why.
    if (actor.uploadsRestrictedAt !== null) return forbidden(uploadsRestrictedText(actor.uploadsRestrictedReason));
    if (!actor.hasValidEmail) return forbidden(ImageMessage.needsEmail);
    if (rightsOf(actor).can_create_images) return null;
    return forbidden(
      isTrialAvailable('Pro', trialFlagsOf(actor)) ? ImageMessage.needsPlanTrial : ImageMessage.needsPlan,
    );
  },

  /** Seeing an image: her own, or a public one. */
  readImage(actor: Actor, image: ImageFacts): Decision {
    return !image.isPrivate || image.ownerId === actor.id ? null : hidden;
  },

  /** Editing or deleting an image: its owner only. */
  changeImage(actor: Actor, image: ImageFacts): Decision {
    return image.ownerId === actor.id ? null : hidden;
  },

  /** Making her own image public ('Upload Online'): never one an operator removed from the public collection. */
  publishImage(actor: Actor, image: ImageFacts): Decision {
    return policies.changeImage(actor, image) ?? (image.isBanned ? forbidden(ImageMessage.publishBanned) : null);
  },

  /** 'Report this image': someone else's public image goes to the moderation queue. 404 for one she cannot see. */
  reportImage(actor: Actor, image: ImageFacts): Decision {
    return policies.readImage(actor, image) ?? (image.ownerId === actor.id || image.isPrivate ? denied : null);
  },

  /** Playing a game (core §4, §7): a verified e-mail, then a plan that includes it. */
  playGame(actor: Actor, game: Pick<GameEntry, 'name' | 'needs_pro' | 'needs_premium'>): Decision {
    if (!actor.hasValidEmail) return forbidden(GameMessage.needsEmail);
    if (canPlayGame(rightsOf(actor), game)) return null;
    return forbidden(gameNeedsPlanText(game, hasMatchingTrial(game, trialFlagsOf(actor))));
  },

  /** Reading, changing or deleting a lesson plan: its owner only (everyone else: as if it did not exist). */
  changeLessonPlan(actor: Actor, plan: { ownerId: number }): Decision {
    return plan.ownerId === actor.id ? null : hidden;
  },

  /**
   * Seeing, changing or recording results for a class (its teams, scores and words): its teacher only, on any plan;
   * everyone else as if it did not exist.
   */
  changeClass(actor: Pick<Actor, 'id'>, cls: ClassFacts): Decision {
    return cls.ownerId === actor.id ? null : hidden;
  },

  /** Operator actions (thumbnails, bans, and the console to come). */
  operate(actor: Actor): Decision {
    return actor.isSuperuser ? null : denied;
  },
};
