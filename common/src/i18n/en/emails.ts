/**
 * English texts of the 'emails' namespace: the e-mails the server sends a teacher, in her account's language
 * (server/src/platform/i18n.ts). `{{product}}` is the product's name, filled in by the server.
 */
const emails = {
  /** Every e-mail to a teacher opens and closes the same way. */
  greeting: 'Hi {{name}},',
  signature: 'The {{product}} team',
  /** The activation link after sign-up. */
  activation: {
    subject: 'Activate your {{product}} account',
    intro: 'Welcome to {{product}}! Please confirm your email address by opening this link:',
    outro: 'The link works for 3 days. If you did not create an account, you can ignore this email.',
  },
  /** The activation link sent to a new address during a change of e-mail (or a corrected one). */
  emailChangeLink: {
    subject: 'Confirm your new {{product}} email address',
    intro: 'Please confirm that this is your new email address by opening this link:',
    outro:
      'Until you do, we keep writing to your old address. The link works for 3 days. If you did not ask for this change, you can ignore this email.',
  },
  /** The 6-character code for a password reset. */
  passwordCode: {
    subject: 'Your {{product}} password reset code',
    intro: 'Here is your code to reset your password:',
    outro:
      'It works for {{minutes}} minutes. If you did not ask for it, you can ignore this email: your password stays as it is.',
  },
  /** The 6-character code for a change of e-mail. */
  emailCode: {
    subject: 'Your {{product}} code to change your email',
    intro: 'Here is your code to change your email address:',
    outro:
      'It works for {{minutes}} minutes. If you did not ask for it, someone may be using your account: please reset your password.',
  },
  /** To the old address when the account's e-mail is being changed. */
  emailChangeNotice: {
    subject: 'Your {{product}} email address is changing',
    body: 'We received a request to change the email address of your {{product}} account to {{email}}. The change takes effect once the new address is confirmed.',
    resetPrompt: 'If this was not you, please reset your password right away:',
  },
  /** The operator's answer to a contact message (the answer itself is the operator's own text). */
  contactAnswer: {
    /** The default subject: 'Re: ' and her message's subject. */
    subject: 'Re: {{subject}}',
    /** The subject when her message's is empty. */
    subjectFallback: 'Re: your message to {{product}}',
    signature: '{{product}} support ({{email}})',
    quoteIntro: 'On {{date}} you wrote to us about "{{subject}}":',
  },
};

export default emails;
