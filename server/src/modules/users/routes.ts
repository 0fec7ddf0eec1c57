import { z } from 'zod';
import {
  AccountMessage,
  EMAIL_MAX,
  loginInput,
  normaliseEmail,
  signupInput,
  tooLongMessage,
  userPatchInput,
} from '@playwords/common';
import { ensureCsrfToken, issueCsrfToken } from '../../platform/csrf';
import { notFound, ValidationError } from '../../platform/http-errors';
import { defineRoute } from '../../platform/route';
import { clearSessionCookie, setSessionCookie } from '../../platform/sessions';
import { parseInput } from '../../platform/validation';
import { activationOnEmailCorrection, onAccountCreated } from '../accounts/service';
import { refreshPlanIfDue } from '../licences/service';
import { correctUnvalidatedEmail, endSession, logIn, signUp, updateProfile } from './service';

/** `PATCH /api/users/{id}/` reads `email` apart from the profile fields (see the handler). */
const profilePatch = z.looseObject({
  email: z.string({ error: 'Not a valid string.' }).max(EMAIL_MAX, tooLongMessage(EMAIL_MAX)).optional(),
});

/** Sign-up, login, logout, the current user and its profile edits (core §7, accounts §7). */
export const usersRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/users/get_csrf/',
    access: 'public',
    handler({ request, reply }) {
      ensureCsrfToken(request, reply);
      return { detail: 'CSRF cookie set' };
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/users/',
    access: 'public',
    body: signupInput,
    status: 201,
    async handler({ app, db, counters, body, ip, now, presentUser }) {
      const account = {
        username: body.username,
        password: body.password,
        email: body.email,
        displayName: body.display_name,
        language: body.language,
      };
      const created = onAccountCreated({ secret: app.secretKey, publicUrl: app.config.publicUrl });
      const user = await signUp(db, counters, account, ip, now, created);
      // The activation e-mail was queued with the account; deliver it now.
      app.mail.wake();
      return presentUser(user);
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/users/login/',
    access: 'optional',
    body: loginInput,
    async handler({ app, db, counters, body, ip, now, reply, sessionId, presentUser }) {
      const request = {
        username: body.username,
        password: body.password,
        remember: body.remember,
        clientIp: ip,
        supportEmail: app.config.supportEmail,
      };
      const { user, token } = await logIn(db, counters, request, now, refreshPlanIfDue);
      // A login always gets a new session id and a new CSRF token; the browser's old session ends.
      if (sessionId) await endSession(db, sessionId);
      setSessionCookie(reply, token, body.remember);
      issueCsrfToken(reply);
      return presentUser(user);
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/users/logout/',
    access: 'optional',
    async handler({ db, reply, sessionId }) {
      if (sessionId) await endSession(db, sessionId);
      clearSessionCookie(reply);
      issueCsrfToken(reply);
      return { detail: 'Successfully logged out.' };
    },
  }),

  defineRoute({
    method: 'GET',
    url: '/api/users/me/',
    access: 'user',
    handler: ({ user, presentUser }) => presentUser(user),
  }),

  defineRoute({
    method: 'PATCH',
    url: '/api/users/:id/',
    access: 'user',
    params: z.object({ id: z.string() }),
    body: profilePatch,
    async handler({ app, db, counters, user, params, body, now, ip, presentUser }) {
      // Another user's record is answered as if it did not exist.
      if (params.id !== String(user.id)) throw notFound();
      // A new address needs the code sent to the current one (change_email), so a session alone cannot take the
      // account over by changing where its password-reset codes go (docs/decisions.md § Change of e-mail). Only
      // an address never validated (a typo at sign-up) may be corrected here; it gets a new activation link.
      const emailChanged = body.email !== undefined && normaliseEmail(body.email) !== user.emailKey;
      if (emailChanged && user.hasValidEmail) {
        throw new ValidationError({ email: [AccountMessage.emailNeedsCode] });
      }
      const changes = parseInput(userPatchInput, body);
      let current = user;
      if (emailChanged) {
        const input = parseInput(signupInput.pick({ email: true }), { email: body.email });
        const resend = activationOnEmailCorrection(counters, app.secretKey, app.config.publicUrl);
        current = await correctUnvalidatedEmail(db, user, input.email, now, ip, resend);
        app.mail.wake();
      }
      return presentUser(await updateProfile(db, current, changes));
    },
  }),
];
