/** The contact form and `POST /api/message/` (accounts §2, §3, §4, §5, §7): its texts and the lengths it takes. */

/** Longest contact way (an e-mail address is at most 254 characters; a WeChat id or a phone number is shorter). */
export const CONTACT_WAY_MAX = 254;
export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_BODY_MAX = 5000;

/** Texts of the contact page; the first five are the spec's own. */
export const ContactText = {
  /** The contact way is empty (accounts §5). */
  emailRequired: 'Please give us a way to contact you.',
  /** The message is empty (accounts §5). */
  bodyRequired: 'Please write something in the message area.',
  /** The subject is empty (accounts §5). */
  subjectRequired: 'Please give us the topic so we can direct it to the right place.',
  /** The message went through (accounts §4); also the `detail` of the server's answer. */
  sent: 'Message Sent!',
  sentDetail: 'We will try to respond to you as soon as we can. Thank you!',

  pageTitle: 'Contact Us',
  heading: "We'd Love To Hear From You!",
  /** Before the support address, which the page shows as a link. */
  intro:
    'Questions about a game, an idea for a new one, or a problem with your account or a payment? Send us a message ' +
    'below, or write to us at',
  emailLabel: 'How can we reach you?',
  emailDescription: 'Your email address, or another way to contact you (WeChat, phone…).',
  subjectLabel: 'Subject',
  bodyLabel: 'Message',
  send: 'Send',
} as const;

/** `POST /api/message/` → 201. */
export interface ContactMessageResponse {
  detail: string;
}
