import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountCodes, outbox } from './schema-accounts';
import { wordlistFavourites, wordlistSelections, wordlists } from './schema-wordlists';
import { imageFavourites, imagePowers, images, imageUploadCounts } from './schema-images';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    /** NFKC + lower case: what uniqueness and login compare. */
    usernameKey: text('username_key').notNull(),
    /**
     * The confusable skeleton of the name (modules/users/username-skeleton.ts): unique, so two look-alike names
     * cannot both exist. Null only for a row written before it existed (filled at start) or one that looked like an
     * older account's name by then: that row keeps its name and logs in by `username_key`.
     */
    usernameSkeleton: text('username_skeleton'),
    email: text('email').notNull(),
    emailKey: text('email_key').notNull(),
    displayName: text('display_name').notNull().default(''),
    /** Argon2id PHC string; '!' marks an account that cannot log in (the official account). */
    passwordHash: text('password_hash').notNull(),
    hasValidEmail: boolean('has_valid_email').notNull().default(false),
    emailToActivate: text('email_to_activate'),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    alwaysSaveWordlistAcrossDevices: boolean('always_save_wordlist_across_devices').notNull().default(false),
    usedProPlanTrial: boolean('used_pro_plan_trial').notNull().default(false),
    usedPremiumPlanTrial: boolean('used_premium_plan_trial').notNull().default(false),
    /**
     * A cache of the licence schedule, written by the licences module in the same transaction as every licence
     * change: the plan now ('PRO' | 'PRE' | 'VIP', null for Basic) and when it next changes by itself (null when
     * nothing is scheduled). Requests read it with the session at no extra cost and refresh it once it is due.
     */
    planType: text('plan_type').$type<'PRO' | 'PRE' | 'VIP'>(),
    planValidUntil: timestamptz('plan_valid_until'),
    acceptedTermsAt: timestamptz('accepted_terms_at'),
    dateJoined: timestamptz('date_joined').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_key_uq').on(t.usernameKey),
    uniqueIndex('users_username_skeleton_uq').on(t.usernameSkeleton),
    uniqueIndex('users_email_key_uq').on(t.emailKey),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token: a leaked table does not leak live sessions. */
    id: text('id').primaryKey(),
    /** Strict creation order: the device limit ends the oldest sessions first, even within one clock tick. */
    seq: serial('seq').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('sessions_user_seq_idx').on(t.userId, t.seq)],
);

/** Fixed-window counters for throttling (login failures, sign-ups); shared by every server process. */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  windowStart: timestamptz('window_start').notNull(),
  count: integer('count').notNull(),
});

export const games = pgTable('games', {
  internalId: integer('internal_id').primaryKey(),
  name: text('name').notNull(),
  internalName: text('internal_name').notNull().unique(),
  usesWords: boolean('uses_words').notNull(),
  usesBackgrounds: boolean('uses_backgrounds').notNull(),
  usesProjectiles: boolean('uses_projectiles').notNull(),
  usesCharacters: boolean('uses_characters').notNull(),
  usesMonsters: boolean('uses_monsters').notNull(),
  creationTime: timestamptz('creation_time').notNull(),
  hasTemplate: boolean('has_template').notNull(),
  needsPro: boolean('needs_pro').notNull(),
  needsPremium: boolean('needs_premium').notNull(),
});

/**
 * Licences (accounts §3): the id is the key. A minted key not yet redeemed has no owner. Its state at any instant
 * is computed from these facts by `computeSchedule` in common (docs/decisions.md § Licence schedule).
 */
export const licences = pgTable(
  'licences',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    licenceType: text('license_type').$type<'PRO' | 'PRE' | 'VIP'>().notNull(),
    isTrial: boolean('is_trial').notNull().default(false),
    datePurchased: timestamptz('date_purchased').notNull(),
    /** Days it lasts in all, extensions included. */
    durationDays: integer('duration_days').notNull(),
    /** Seconds consumed by runs before a pause. */
    usedSeconds: integer('used_seconds').notNull().default(0),
    /** Start of the current run; null when not running. */
    runStartedAt: timestamptz('run_started_at'),
    /** Order in which paused licences resume (lower first); null when not queued. */
    queueRank: integer('queue_rank'),
    /** When it stopped being usable (ran out, or a paused trial); null while it has time. */
    endedAt: timestamptz('ended_at'),
    willAutoRenew: boolean('will_auto_renew').notNull().default(false),
    renewTime: timestamptz('renew_time'),
    createdAt: timestamptz('created_at').notNull(),
    redeemedAt: timestamptz('redeemed_at'),
  },
  (t) => [
    index('licences_user_idx').on(t.userId),
    check('licences_type_ck', sql`${t.licenceType} in ('PRO', 'PRE', 'VIP')`),
    check('licences_duration_ck', sql`${t.durationDays} > 0`),
  ],
);

// Word lists live in their own file, re-exported here: one schema for Drizzle and drizzle-kit. Import them from
// this file (schema-wordlists.ts imports `users` from here, so it must not be the first of the two loaded).
export { wordlists, wordlistFavourites, wordlistSelections };
// Mail and account codes likewise (schema-accounts.ts).
export { outbox, accountCodes };
// Images likewise (schema-images.ts).
export { images, imagePowers, imageFavourites, imageUploadCounts };

export const schema = {
  users,
  sessions,
  rateCounters,
  games,
  licences,
  wordlists,
  wordlistFavourites,
  wordlistSelections,
  outbox,
  accountCodes,
  images,
  imagePowers,
  imageFavourites,
  imageUploadCounts,
};
