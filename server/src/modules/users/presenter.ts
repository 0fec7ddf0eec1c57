import { getEntitlements, type UserDto } from '@playwords/common';
import type { Db } from '../../db/client';
import { imageFavouritesOf } from '../images/service';
import { wordlistRefsOf } from '../wordlists/service';
import type { UserRow } from './repository';

/** The user's word lists as the user object reports them (the wordlists module works them out). */
export interface UserWordlists {
  selected_wordlist: number | null;
  favourite_wordlists: number[];
}

/** The user's favourite images by type, as the user object reports them (the images module works them out). */
export interface UserImageFavourites {
  favourite_characters: number[];
  favourite_monsters: number[];
  favourite_backgrounds: number[];
  favourite_projectiles: number[];
}

const NO_IMAGE_FAVOURITES: UserImageFavourites = {
  favourite_characters: [],
  favourite_monsters: [],
  favourite_backgrounds: [],
  favourite_projectiles: [],
};

/**
 * The rights a user has now, from the plan cache on her row. The licences module keeps it current: every licence
 * change writes it, and a request refreshes it (before any route runs) once the plan's instant has come.
 */
export function entitlementsOf(user: UserRow) {
  return getEntitlements({ activePlan: user.planType });
}

/** Shapes a user row, her word lists and her favourite images as the API's user object (api-contract.md § Users). */
export function presentUser(
  user: UserRow,
  wordlists: UserWordlists,
  imageFavourites: UserImageFavourites = NO_IMAGE_FAVOURITES,
): UserDto {
  const rights = entitlementsOf(user);
  return {
    id: user.id,
    username: user.username,
    display_name: user.displayName,
    email: user.email,
    has_valid_email: user.hasValidEmail,
    email_to_activate: user.emailToActivate,
    date_joined: user.dateJoined.toISOString(),
    is_superuser: user.isSuperuser,
    max_sessions_allowed: rights.max_sessions_allowed,
    always_save_wordlist_across_devices: user.alwaysSaveWordlistAcrossDevices,
    has_active_plan: rights.has_active_plan,
    current_plan_type: rights.current_plan_type,
    used_pro_plan_trial: user.usedProPlanTrial,
    used_premium_plan_trial: user.usedPremiumPlanTrial,
    selected_wordlist: wordlists.selected_wordlist,
    // Her own lists, then the public lists she saved (core §4: own lists are offered via favourite_wordlists).
    favourite_wordlists: wordlists.favourite_wordlists,
    // Ids of her favourite images per type, oldest favourite first (games draw from them).
    favourite_characters: imageFavourites.favourite_characters,
    favourite_monsters: imageFavourites.favourite_monsters,
    favourite_backgrounds: imageFavourites.favourite_backgrounds,
    favourite_projectiles: imageFavourites.favourite_projectiles,
    // News arrives with its issue; until then a user has voted on none.
    voted_posts: {},
  };
}

/**
 * The user object as login, sign-up, `/me` and profile edits answer it: with her word lists and favourite images
 * read now (one query each, side by side).
 */
export async function presentCurrentUser(db: Db, user: UserRow): Promise<UserDto> {
  const [wordlists, images] = await Promise.all([wordlistRefsOf(db, user.id), imageFavouritesOf(db, user.id)]);
  return presentUser(user, wordlists, images);
}
