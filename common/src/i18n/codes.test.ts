import { describe, expect, it } from 'vitest';
import { AccountMessage } from '../api/account-tokens';
import { ModerationMessage } from '../api/admin-moderation';
import { loginBannedText, loginSuspendedText, uploadsRestrictedText } from '../api/admin-people';
import { ContactText } from '../api/contact';
import { ErrorDetail, FALLBACK_ERROR_TEXT, formatThrottled } from '../api/errors';
import { GameMessage, gameNeedsPlanText } from '../api/games';
import { ImageMessage } from '../api/images';
import { BLANK_MESSAGE, REQUIRED_MESSAGE, tooLongMessage } from '../api/messages';
import { NewsMessage } from '../api/news';
import { COUPON_MESSAGES } from '../api/payments';
import { needsPlanText, SHARING_WORDLISTS, UPLOADING_IMAGES } from '../api/plan-refusals';
import { WordlistMessage } from '../api/wordlists';
import { GAME_CATALOGUE } from '../catalogue/games';
import { checkPasswordShape, COMMON_PASSWORD_MESSAGE, PASSWORD_TOO_LONG } from '../rules/password';
import { couponScopeMessage, PRICING_HINTS } from '../rules/pricing';
import { checkUsername, USERNAME_INVALID_MESSAGE, USERNAME_MIXED_SCRIPT_MESSAGE } from '../rules/username';
import { errorCodes, messageCode } from './codes';

/**
 * Every message the API's contract exports (common/src/api, the operator console's aside, and common/src/rules):
 * each must have a code in the `errors` catalogue, or a Chinese reader would see it in English.
 */
const CONTRACT_MESSAGES: Record<string, readonly string[]> = {
  ErrorDetail: Object.values(ErrorDetail).filter((text) => !text.includes('{{')),
  AccountMessage: Object.values(AccountMessage),
  WordlistMessage: Object.values(WordlistMessage),
  ImageMessage: Object.values(ImageMessage),
  GameMessage: Object.values(GameMessage),
  COUPON_MESSAGES: Object.values(COUPON_MESSAGES),
  NewsMessage: Object.values(NewsMessage),
  ContactText: [ContactText.emailRequired, ContactText.subjectRequired, ContactText.bodyRequired],
  PRICING_HINTS: Object.values(PRICING_HINTS),
  single: [
    FALLBACK_ERROR_TEXT,
    REQUIRED_MESSAGE,
    BLANK_MESSAGE,
    PASSWORD_TOO_LONG,
    COMMON_PASSWORD_MESSAGE,
    USERNAME_INVALID_MESSAGE,
    USERNAME_MIXED_SCRIPT_MESSAGE,
    couponScopeMessage('SUB'),
    couponScopeMessage('SINGLE'),
    ModerationMessage.noteTooLong,
  ],
  built: [
    formatThrottled(42),
    tooLongMessage(7),
    tooLongMessage(254),
    ...checkUsername('ab'),
    ...checkUsername('x'.repeat(31)),
    ...checkUsername('bad name'),
    ...checkUsername('bоb'),
    ...checkPasswordShape('short', 'someone'),
    ...checkPasswordShape('miss_lee_password', 'miss_lee'),
    ...[true, false].flatMap((trial) => [
      needsPlanText(SHARING_WORDLISTS, trial),
      needsPlanText(UPLOADING_IMAGES, trial),
      ...GAME_CATALOGUE.filter((g) => g.needs_pro || g.needs_premium).map((g) => gameNeedsPlanText(g, trial)),
    ]),
    uploadsRestrictedText(null),
    uploadsRestrictedText('Pictures of other people'),
    loginBannedText(null, 'help@school.example'),
    loginBannedText('Spam.', 'help@school.example'),
    loginSuspendedText(new Date('2026-05-01T14:00:00Z'), null, 'help@school.example'),
    loginSuspendedText(new Date('2026-05-01T14:00:00Z'), 'Spam', 'help@school.example'),
  ],
};

describe('messageCode', () => {
  it.each(Object.entries(CONTRACT_MESSAGES))('finds a code for every message of %s', (_name, texts) => {
    expect(texts.length).toBeGreaterThan(0);
    const missing = texts.filter((text) => messageCode(text) === null);
    expect(missing).toEqual([]);
  });

  it('gives an exact text its own code, with no values', () => {
    expect(messageCode(WordlistMessage.wordsRequired)).toEqual({ code: 'wordlists.wordsRequired', params: {} });
    expect(messageCode(ErrorDetail.notFound)).toEqual({ code: 'notFound', params: {} });
  });

  it('matches a text built with values as its template, and carries the values', () => {
    expect(messageCode(tooLongMessage(30))).toEqual({ code: 'fields.tooLong', params: { max: '30' } });
    expect(messageCode(formatThrottled(12))).toEqual({ code: 'throttled', params: { seconds: '12' } });
    const spaceFight = GAME_CATALOGUE.find((g) => g.needs_premium)!;
    expect(messageCode(gameNeedsPlanText(spaceFight, true))).toEqual({
      code: 'games.needsPremiumTrial',
      params: { game: spaceFight.name },
    });
    const until = new Date('2026-05-01T14:00:00Z');
    expect(messageCode(loginSuspendedText(until, 'Spam', 'help@school.example'))).toEqual({
      code: 'users.suspendedWithReason',
      params: { until: '2026-05-01 14:00 UTC', reason: 'Spam.', email: 'help@school.example' },
    });
    expect(messageCode(loginSuspendedText(until, null, 'help@school.example'))?.code).toBe('users.suspended');
    expect(messageCode(uploadsRestrictedText('Spam'))?.code).toBe('images.uploadsRestrictedWithReason');
    expect(messageCode(loginBannedText('Spam.', 'help@school.example'))).toEqual({
      code: 'users.bannedWithReason',
      params: { reason: 'Spam.', email: 'help@school.example' },
    });
  });

  it('has no code for a text the catalogue lacks', () => {
    expect(messageCode('Something nobody wrote.')).toBeNull();
    expect(errorCodes({ detail: 'Something nobody wrote.', words: [WordlistMessage.wordsRequired] })).toEqual({
      detail: [null],
      words: ['wordlists.wordsRequired'],
    });
  });
});
