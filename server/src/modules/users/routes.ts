import type { FastifyPluginAsync } from 'fastify';
import { AccountMessage, loginInput, normaliseEmail, signupInput, userPatchInput } from '@playwords/common';
import { notFound, ValidationError } from '../../platform/http-errors';
import { ensureCsrfToken, issueCsrfToken } from '../../platform/csrf';
import { clearSessionCookie, endSession, requireAuth, setSessionCookie } from '../../platform/sessions';
import { parseInput } from '../../platform/validation';
import { presentCurrentUser } from './presenter';
import {
  correctUnvalidatedEmail,
  logIn,
  signUp,
  updateProfile,
  type AfterEmailCorrected,
  type AfterSignUp,
} from './service';

export interface UsersRoutesOptions {
  /** Runs in the sign-up's transaction (app.ts passes the accounts module's activation e-mail). */
  afterSignUp?: AfterSignUp;
  /** Runs when an unvalidated address is corrected (app.ts passes the accounts module's activation resend). */
  afterEmailCorrected?: AfterEmailCorrected;
}

/** Sign-up, login, logout, the current user and its profile edits (core §7, accounts §7). */
export const usersRoutes: FastifyPluginAsync<UsersRoutesOptions> = async (app, options) => {
  app.get('/api/users/get_csrf/', async (request, reply) => {
    ensureCsrfToken(request, reply);
    return { detail: 'CSRF cookie set' };
  });

  app.post('/api/users/', async (request, reply) => {
    const input = parseInput(signupInput, request.body);
    const user = await signUp(
      app.db,
      { username: input.username, password: input.password, email: input.email, displayName: input.display_name },
      request.ip,
      app.clock.now(),
      options.afterSignUp,
    );
    // The activation e-mail was queued with the account; deliver it now.
    app.mail.wake();
    return reply.code(201).send(await presentCurrentUser(app.db, user));
  });

  app.post('/api/users/login/', async (request, reply) => {
    const input = parseInput(loginInput, request.body);
    const previous = request.auth?.sessionId;
    const { user, token } = await logIn(
      app.db,
      { username: input.username, password: input.password, remember: input.remember, clientIp: request.ip },
      app.clock.now(),
    );
    // A login always gets a new session id and a new CSRF token; the browser's old session ends.
    if (previous) await endSession(app.db, previous);
    setSessionCookie(reply, token, input.remember);
    issueCsrfToken(reply);
    return presentCurrentUser(app.db, user);
  });

  app.post('/api/users/logout/', async (request, reply) => {
    if (request.auth) await endSession(app.db, request.auth.sessionId);
    clearSessionCookie(reply);
    issueCsrfToken(reply);
    return { detail: 'Successfully logged out.' };
  });

  app.get('/api/users/me/', async (request) => presentCurrentUser(app.db, requireAuth(request).user));

  app.patch<{ Params: { id: string } }>('/api/users/:id/', async (request) => {
    const { user } = requireAuth(request);
    // Another user's record is answered as if it did not exist.
    if (request.params.id !== String(user.id)) throw notFound();
    // A new address needs the code sent to the current one (change_email), so a session alone cannot take the
    // account over by changing where its password-reset codes go (docs/decisions.md § Change of e-mail). Only an
    // address never validated (a typo at sign-up) may be corrected here; it gets a new activation link.
    const body = request.body as Record<string, unknown> | null | undefined;
    const email = body && typeof body === 'object' ? body.email : undefined;
    const emailChanged = email !== undefined && normaliseEmail(String(email)) !== user.emailKey;
    if (emailChanged && user.hasValidEmail) {
      throw new ValidationError({ email: [AccountMessage.emailNeedsCode] });
    }
    const changes = parseInput(userPatchInput, request.body);
    let current = user;
    if (emailChanged) {
      const input = parseInput(signupInput.pick({ email: true }), { email });
      current = await correctUnvalidatedEmail(
        app.db,
        user,
        input.email,
        app.clock.now(),
        request.ip,
        options.afterEmailCorrected,
      );
      app.mail.wake();
    }
    return presentCurrentUser(app.db, await updateProfile(app.db, current, changes));
  });
};
