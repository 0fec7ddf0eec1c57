import { AccountMessage } from '../../api/account-tokens';
import { ModerationMessage } from '../../api/admin-moderation';
import { ClassMessage } from '../../api/classes';
import { ContactText } from '../../api/contact';
import { ErrorDetail, FALLBACK_ERROR_TEXT } from '../../api/errors';
import { GameMessage } from '../../api/games';
import { ImageMessage } from '../../api/images';
import { BLANK_MESSAGE, REQUIRED_MESSAGE } from '../../api/messages';
import { NewsMessage } from '../../api/news';
import { COUPON_MESSAGES } from '../../api/payments';
import { PictureMessage } from '../../api/pictures';
import { needsPlanText } from '../../api/plan-refusals';
import { WordlistMessage } from '../../api/wordlists';
import { COMMON_PASSWORD_MESSAGE, PASSWORD_TOO_LONG } from '../../rules/password';
import { couponScopeMessage, PRICING_HINTS } from '../../rules/pricing';
import { USERNAME_INVALID_MESSAGE, USERNAME_MIXED_SCRIPT_MESSAGE } from '../../rules/username';

/**
 * Every text the API sends in an error body, keyed by its stable code (common/src/i18n/codes.ts). Where the text is
 * a contract constant the catalogue holds the constant itself, so it cannot drift from what the server sends; a
 * text the server builds with values is a template whose `{{name}}` parts match them. The server's own literal
 * texts (server/src/modules, platform) are spelled here as it sends them. The operator console's texts are not
 * here: the console stays English.
 */
const errors = {
  ...ErrorDetail,
  fallback: FALLBACK_ERROR_TEXT,
  language: 'Choose English or 中文.',
  /** Any field's validation. */
  fields: {
    required: REQUIRED_MESSAGE,
    blank: BLANK_MESSAGE,
    tooLong: 'Ensure this field has no more than {{max}} characters.',
    tooShort: 'Ensure this field has at least {{min}} characters.',
    notAString: 'Not a valid string.',
    notABoolean: 'Must be a valid boolean.',
    notAnInteger: 'A valid integer is required.',
    notANonNegativeInteger: 'A valid non-negative integer is required.',
    tooBig: 'Ensure this value is less than or equal to {{max}}.',
    notAChoice: '"{{value}}" is not a valid choice.',
    invalidEmail: 'Enter a valid email address.',
    nullCharacter: 'Null characters are not allowed.',
    textTooLong: 'This field is too long.',
  },
  /** The request as a whole: its body, its form, its origin. */
  request: {
    jsonParse: 'JSON parse error - {{error}}',
    formMalformed: 'The form data is incomplete or malformed.',
    fileTooLarge: 'The file is too large.',
    tooManyFiles: 'Too many files.',
    tooManyFields: 'The form has too many fields.',
    csrfOrigin: 'CSRF Failed: Origin checking failed - {{origin}} does not match any trusted origins.',
    csrfRefererMalformed: 'CSRF Failed: Referer checking failed - Referer is malformed.',
    csrfReferer: 'CSRF Failed: Referer checking failed - {{origin}} does not match any trusted origins.',
    webhookRejected: 'The webhook signature could not be verified.',
  },
  /** Sign-up and login. */
  users: {
    badCredentials: 'Unable to log in with provided credentials.',
    duplicateUsername: 'A user with that username already exists.',
    duplicateEmail: 'A user with that email already exists.',
    usernameInvalid: USERNAME_INVALID_MESSAGE,
    usernameMixedScript: USERNAME_MIXED_SCRIPT_MESSAGE,
    passwordTooShort: 'This password is too short. It must contain at least {{min}} characters.',
    passwordTooLong: PASSWORD_TOO_LONG,
    passwordTooSimilar: 'The password is too similar to the username.',
    passwordCommon: COMMON_PASSWORD_MESSAGE,
    termsRequired: 'You must accept the terms and conditions.',
    /** A ban or a suspension at login (admin-people.ts's texts, with and without the operator's reason). */
    banned: 'Your account has been banned. To appeal, write to {{email}}.',
    bannedWithReason: 'Your account has been banned. Reason: {{reason}} To appeal, write to {{email}}.',
    /** Before `suspended`, whose `{{until}}` would take the reason in too (templates are tried in order). */
    suspendedWithReason: 'Your account is suspended until {{until}}. Reason: {{reason}} To appeal, write to {{email}}.',
    suspended: 'Your account is suspended until {{until}}. To appeal, write to {{email}}.',
  },
  /** Activation links, codes, password resets and changes of e-mail. */
  account: { ...AccountMessage },
  wordlists: { ...WordlistMessage, notAList: 'Expected a list of words.' },
  /** A list's `pictures` (one per word). */
  pictures: { ...PictureMessage },
  images: {
    ...ImageMessage,
    tagsNotAList: 'Expected a list of tags.',
    uploadsRestricted:
      'Uploading pictures has been turned off for your account. If you think this is a mistake, write to us through Contact us.',
    uploadsRestrictedWithReason:
      'Uploading pictures has been turned off for your account. Reason: {{reason}} If you think this is a mistake, write to us through Contact us.',
  },
  games: {
    ...GameMessage,
    /** A game the plan does not include (games.ts `gameNeedsPlanText`), `{{game}}` its name. */
    needsProTrial: needsPlanText({ subject: '{{game}}', level: 'Pro', purpose: 'play it' }, true),
    needsPro: needsPlanText({ subject: '{{game}}', level: 'Pro', purpose: 'play it' }, false),
    needsPremiumTrial: needsPlanText({ subject: '{{game}}', level: 'Premium', purpose: 'play it', beta: true }, true),
    needsPremium: needsPlanText({ subject: '{{game}}', level: 'Premium', purpose: 'play it', beta: true }, false),
  },
  licences: {
    invalidKey: 'This license key is not valid or has already been used.',
    /** `{{plan}}`: Pro or Premium. */
    trialUsed: 'You have already used your {{plan}} trial.',
    badTrialType: 'Choose PRO or PREMIUM.',
  },
  payments: {
    coupon: { ...COUPON_MESSAGES },
    couponSubscriptionOnly: couponScopeMessage('SUB'),
    couponOneTimeOnly: couponScopeMessage('SINGLE'),
    hints: { ...PRICING_HINTS },
    notAPlan: 'This is not a plan.',
    choosePayment: 'Choose SINGLE or SUB.',
    chooseProvider: 'Choose STRIPE or PAYPAL.',
    chooseOption: 'Choose card, wechat or alipay.',
    chooseCurrency: 'Choose USD or CNY.',
    currencyMismatch: 'The currency does not match the plan.',
    paymentMismatch: 'The payment type does not match the plan.',
    alipayUnavailable: 'AliPay is not available on this server.',
    /** `{{provider}}`: Stripe or PayPal. */
    providerUnavailable: '{{provider}} is not available on this server.',
  },
  contact: {
    emailRequired: ContactText.emailRequired,
    subjectRequired: ContactText.subjectRequired,
    bodyRequired: ContactText.bodyRequired,
  },
  news: { ...NewsMessage },
  /** A teacher's request that a public list or image leave the public collection. */
  moderation: { noteTooLong: ModerationMessage.noteTooLong },
  /** Classes, their results and lesson plans (issue 21). */
  classes: { ...ClassMessage },
};

export default errors;
