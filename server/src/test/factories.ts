import type { LicenceType } from '@playwords/common';
import { onAccountCreated } from '../modules/accounts/service';
import { grantLicence } from '../modules/licences/service';
import { findUserById, type UserRow } from '../modules/users/repository';
import { createAccount } from '../modules/users/service';
import { Browser, TEACHER, type TestContext } from './harness';

/**
 * The usual cast of server tests, made through the services the product uses (sign-up's rules, a granted
 * licence), never with raw SQL: a Basic, a Pro and a Premium teacher, and an operator (a superuser on Basic).
 * Each gets a username of its own in its test app unless one is given; `logIn` adds a signed-in `Browser`.
 */
export interface CastOptions {
  /** Default: the role's name (`pro_teacher`), then `pro_teacher_2`, … within one test app. */
  username?: string;
  /** Default: the harness's TEACHER password. */
  password?: string;
  /** Default: `<username>@school.example`. */
  email?: string;
  displayName?: string;
  /** A confirmed e-mail address (default: yes). */
  verified?: boolean;
  /** The length of the granted plan, for Pro and Premium (default: 30 days, a one-time purchase). */
  days?: number;
  /** Signs a `Browser` in: at this client address, or (`true`) at an address of its own. */
  logIn?: boolean | string;
}

export interface CastMember {
  id: number;
  /** The user row as it stands after the grant. */
  user: UserRow;
  username: string;
  password: string;
  email: string;
}

export interface SignedInMember extends CastMember {
  browser: Browser;
}

/** A member with a browser exactly when `logIn` asks for one. */
export type Member<O extends CastOptions> = O extends { logIn: true | string } ? SignedInMember : CastMember;

const made = new WeakMap<TestContext, Map<string, number>>();

/** The next of a role's default names in this test app, and a client address no other member uses. */
function next(ctx: TestContext, role: string): { username: string; ip: string } {
  const counts = made.get(ctx) ?? new Map<string, number>();
  made.set(ctx, counts);
  const n = (counts.get(role) ?? 0) + 1;
  counts.set(role, n);
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  return { username: n === 1 ? role : `${role}_${n}`, ip: `10.250.${Math.floor(total / 250)}.${total % 250}` };
}

async function member<O extends CastOptions>(
  ctx: TestContext,
  role: string,
  options: O,
  extra: { superuser?: boolean; plan?: LicenceType },
): Promise<Member<O>> {
  const defaults = next(ctx, role);
  const username = options.username ?? defaults.username;
  const password = options.password ?? TEACHER.password;
  const email = options.email ?? `${username}@school.example`;
  const now = ctx.clock.now();
  const created = await createAccount(
    ctx.database.db,
    {
      username,
      password,
      email,
      displayName: options.displayName,
      verified: options.verified ?? true,
      superuser: extra.superuser ?? false,
    },
    now,
    onAccountCreated(),
  );
  if (extra.plan) {
    const grant = { type: extra.plan, days: options.days ?? 30, isTrial: false, payment: 'SINGLE' } as const;
    await grantLicence(ctx.database.db, created.id, grant, now);
  }
  const user = (await findUserById(ctx.database.db, created.id))!;
  const result: CastMember = { id: user.id, user, username, password, email };
  if (!options.logIn) return result as Member<O>;
  return (await signIn(ctx, result, typeof options.logIn === 'string' ? options.logIn : defaults.ip)) as Member<O>;
}

/** Signs a member in through the API with a new `Browser` (at `ip`, default: an address no other member uses). */
export async function signIn(ctx: TestContext, who: CastMember, ip?: string): Promise<SignedInMember> {
  const browser = new Browser(ctx.app, ip ?? next(ctx, 'browser').ip);
  const res = await browser.logIn(who.username, who.password);
  if (res.statusCode !== 200) throw new Error(`${who.username} could not log in: ${res.statusCode} ${res.body}`);
  return { ...who, browser };
}

/** A teacher on the free plan. */
export function basicTeacher<O extends CastOptions = Record<never, never>>(ctx: TestContext, options?: O) {
  return member(ctx, 'basic_teacher', options ?? ({} as O), {});
}

/** A teacher with a Pro licence granted now. */
export function proTeacher<O extends CastOptions = Record<never, never>>(ctx: TestContext, options?: O) {
  return member(ctx, 'pro_teacher', options ?? ({} as O), { plan: 'PRO' });
}

/** A teacher with a Premium licence granted now. */
export function premiumTeacher<O extends CastOptions = Record<never, never>>(ctx: TestContext, options?: O) {
  return member(ctx, 'premium_teacher', options ?? ({} as O), { plan: 'PRE' });
}

/** An operator: a superuser (on the free plan, like the accounts the admin command line creates). */
export function operator<O extends CastOptions = Record<never, never>>(ctx: TestContext, options?: O) {
  return member(ctx, 'operator', options ?? ({} as O), { superuser: true });
}
