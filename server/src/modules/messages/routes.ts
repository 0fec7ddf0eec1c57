import { ContactText, contactMessageInput, type ContactMessageResponse } from '@playwords/common';
import { defineRoute } from '../../platform/route';
import { contactLimits, sendContactMessage } from './service';

/** The contact form (accounts §2, §7): anyone may write; a signed-in teacher's id is kept with her message. */
export const messagesRoutes = [
  defineRoute({
    method: 'POST',
    url: '/api/message/',
    access: 'optional',
    body: contactMessageInput,
    status: 201,
    limits: ({ app, body, ip }) => contactLimits(app.secretKey, body.email, ip),
    async handler({ app, db, now, user, body }): Promise<ContactMessageResponse> {
      await sendContactMessage({ db, now, supportEmail: app.config.supportEmail }, body, user);
      app.mail.wake();
      return { detail: ContactText.sent };
    },
  }),
];
