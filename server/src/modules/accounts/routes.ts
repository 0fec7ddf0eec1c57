import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  AccountMessage,
  emailChangeInput,
  passwordResetInput,
  tokenRequestInput,
  tokenValidationInput,
} from '@playwords/common';
import { clearSessionCookie, requireAuth } from '../../platform/sessions';
import { parseInput } from '../../platform/validation';
import { presentAccount } from '../users/service';
import {
  activate,
  changeEmail,
  requestCode,
  resendActivationById,
  resendActivationFor,
  resetPassword,
  validateCode,
  type AccountsContext,
} from './service';

export interface AccountsRoutesOptions {
  /** The server secret (platform/secret-key.ts). */
  secret: string;
}

/** Activation, codes, password reset and change of e-mail (accounts §2, §4, §7). */
export const accountsRoutes: FastifyPluginAsync<AccountsRoutesOptions> = async (app, options) => {
  const contextOf = (request: FastifyRequest): AccountsContext => ({
    db: app.db,
    now: app.clock.now(),
    secret: options.secret,
    publicUrl: app.config.publicUrl,
    clientIp: request.ip,
  });

  // Static segments win over the token parameter, so these two never reach the activation route.
  app.post<{ Params: { id: string } }>('/api/activate/:id/resendactivationemail/', async (request) => {
    await resendActivationById(contextOf(request), request.params.id);
    app.mail.wake();
    return { detail: AccountMessage.activationSent };
  });

  app.post('/api/activate/reminder/resendactivationemail/', async (request) => {
    const { user } = requireAuth(request);
    await resendActivationFor(contextOf(request), user);
    app.mail.wake();
    return { detail: AccountMessage.activationSent };
  });

  app.post<{ Params: { id: string; token: string } }>('/api/activate/:id/:token/', async (request) => {
    await activate(contextOf(request), request.params.id, request.params.token);
    return { detail: AccountMessage.activated };
  });

  app.post('/api/get_token/', async (request) => {
    const input = parseInput(tokenRequestInput, request.body);
    await requestCode(contextOf(request), input, request.auth?.user ?? null);
    app.mail.wake();
    return { detail: AccountMessage.codeSent };
  });

  app.post('/api/validate_token/', async (request) => {
    const input = parseInput(tokenValidationInput, request.body);
    await validateCode(contextOf(request), input, request.auth?.user ?? null);
    return { detail: AccountMessage.codeValid };
  });

  app.post('/api/users/reset_password/', async (request, reply) => {
    const input = parseInput(passwordResetInput, request.body);
    const userId = await resetPassword(contextOf(request), input);
    // Every session of hers has ended; this browser's cookie goes too when it was one of them.
    if (request.auth?.user.id === userId) clearSessionCookie(reply);
    return { detail: AccountMessage.passwordReset };
  });

  app.post('/api/users/change_email/', async (request) => {
    const { user } = requireAuth(request);
    const input = parseInput(emailChangeInput, request.body);
    const updated = await changeEmail(contextOf(request), user, input);
    app.mail.wake();
    return presentAccount(app.db, updated);
  });
};
