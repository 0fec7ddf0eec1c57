import { getEntitlements, type UserDto } from '@playwords/common';
import type { Db } from '../../db/client';
import { wordlistRefsOf } from '../wordlists/service';
import type { UserRow } from './repository';

/** The user's word lists as the user object reports them (the wordlists module works them out). */
export interface UserWordlists {
  selected_wordlist: number | null;
  favourite_wordlists: number[];
}

/**
 * The rights a user has now, from the plan cache on her row. The licences module keeps it current: every licence
 * change writes it, and a request refreshes it (before any route runs) once the plan's instant has come.
 */
export function entitlementsOf(user: UserRow) {
  return getEntitlements({ activePlan: user.planType });
}

/** Shapes a user row and her word lists as the API's user object (api-contract.md § Users). */
export function presentUser(user: UserRow, wordlists: UserWordlists): UserDto {
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
    // Images and news arrive with their issues; until then a user has none of them.
    favourite_characters: [],
    favourite_monsters: [],
    favourite_backgrounds: [],
    favourite_projectiles: [],
    voted_posts: {},
  };
}

/** The user object as login, sign-up, `/me` and profile edits answer it: with her word lists read now. */
export async function presentCurrentUser(db: Db, user: UserRow): Promise<UserDto> {
  return presentUser(user, await wordlistRefsOf(db, user.id));
}
