import type { Language } from '@playwords/common';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';

// The users module's tables: accounts and their sessions. Other modules reach them only through users/service.ts
// (foreign keys aside: a table of another module may reference `users.id`).

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
    /** When her e-mail was first validated (the console's activations); null until then. */
    emailVerifiedAt: timestamptz('email_verified_at'),
    /**
     * Operator restrictions (the terms: the site may restrict upload privileges, suspend or ban users). Each is
     * set and undone through the users service by the console, with the reason she is told.
     */
    uploadsRestrictedAt: timestamptz('uploads_restricted_at'),
    uploadsRestrictedReason: text('uploads_restricted_reason'),
    /** Suspended until this instant (she cannot log in before it); null when not suspended. */
    suspendedUntil: timestamptz('suspended_until'),
    suspendedReason: text('suspended_reason'),
    /** Banned for good (until an operator lifts it); null when not banned. */
    bannedAt: timestamptz('banned_at'),
    bannedReason: text('banned_reason'),
    /** Her interface language ('en' | 'zh-CN'): her pages, games and the e-mails sent to her. */
    language: text('language').$type<Language>().notNull().default('en'),
  },
  (t) => [
    check('users_language_ck', sql`${t.language} in ('en', 'zh-CN')`),
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
