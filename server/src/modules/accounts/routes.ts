import { z } from 'zod';
import {
  AccountMessage,
  emailChangeInput,
  passwordResetInput,
  tokenRequestInput,
  tokenValidationInput,
} from '@playwords/common';
import { defineRoute, type RouteContext } from '../../platform/route';
import { clearSessionCookie } from '../../platform/sessions';
import {
  accountLimits,
  activate,
  changeEmail,
  requestCode,
  resendActivationById,
  resendActivationFor,
  resetPassword,
  validateCode,
  type AccountsContext,
} from './service';

const contextOf = ({ app, db, counters, now, ip }: RouteContext): AccountsContext => ({
  db,
  counters,
  now,
  secret: app.secretKey,
  publicUrl: app.config.publicUrl,
  clientIp: ip,
});

/** Path segments of an activation link, as typed (the service reads and checks them). */
const segment = z.string().max(200);

/** Activation, codes, password reset and change of e-mail (accounts §2, §4, §7). */
export const accountsRoutes = [
  // Static segments win over the token parameter, so these two never reach the activation route.
  defineRoute({
    method: 'POST',
    url: '/api/activate/:id/resendactivationemail/',
    access: 'public',
    params: z.object({ id: segment }),
    limits: ({ params, ip }) => accountLimits('mail', `user:${params.id}`, ip),
    async handler(ctx) {
      await resendActivationById(contextOf(ctx), ctx.params.id);
      ctx.app.mail.wake();
      return { detail: AccountMessage.activationSent };
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/activate/reminder/resendactivationemail/',
    access: 'user',
    async handler(ctx) {
      await resendActivationFor(contextOf(ctx), ctx.user);
      ctx.app.mail.wake();
      return { detail: AccountMessage.activationSent };
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/activate/:id/:token/',
    access: 'public',
    params: z.object({ id: segment, token: segment }),
    limits: ({ params, ip }) => accountLimits('check', `activate:${params.id}`, ip),
    async handler(ctx) {
      await activate(contextOf(ctx), ctx.params.id, ctx.params.token);
      return { detail: AccountMessage.activated };
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/get_token/',
    access: 'optional',
    body: tokenRequestInput,
    async handler(ctx) {
      await requestCode(contextOf(ctx), ctx.body, ctx.user);
      ctx.app.mail.wake();
      return { detail: AccountMessage.codeSent };
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/validate_token/',
    access: 'optional',
    body: tokenValidationInput,
    async handler(ctx) {
      await validateCode(contextOf(ctx), ctx.body, ctx.user);
      return { detail: AccountMessage.codeValid };
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/users/reset_password/',
    access: 'optional',
    body: passwordResetInput,
    async handler(ctx) {
      const userId = await resetPassword(contextOf(ctx), ctx.body);
      // Every session of hers has ended; this browser's cookie goes too when it was one of them.
      if (ctx.user?.id === userId) clearSessionCookie(ctx.reply);
      return { detail: AccountMessage.passwordReset };
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/users/change_email/',
    access: 'user',
    body: emailChangeInput,
    async handler(ctx) {
      const updated = await changeEmail(contextOf(ctx), ctx.user, ctx.body);
      ctx.app.mail.wake();
      return ctx.presentUser(updated);
    },
  }),
];
