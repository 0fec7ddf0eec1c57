import { messageCode } from '@playwords/common/i18n';
import { ApiError, NetworkError, type ApiErrorBody } from './api';
import { currentLanguage, i18n, translateDynamicKey } from './i18n';

/** No response from the server at all (core §8). */
export const NO_RESPONSE_TEXT = 'Unable to contact the servers. Check your internet connection or try again later.';

/** The key under which the server puts each message's code (common/src/i18n/codes.ts); not a field. */
const CODES_KEY = 'codes';

/** 'No response' in the reader's language. */
export function noResponseText(): string {
  return i18n.t('common:errors.noResponse');
}

/** The catch-all message in the reader's language. */
export function fallbackText(): string {
  return i18n.t('errors:fallback');
}

/**
 * An API message in the reader's language: English readers see the server's text itself (the spec's exact words);
 * others see the text of its code, with the values the English text carried, or the English text when the
 * catalogue has no such message.
 */
export function translateMessage(text: string, code?: string | null): string {
  if (currentLanguage() === 'en') return text;
  const found = messageCode(text);
  const key = code ?? found?.code;
  if (!key || !i18n.exists(`errors:${key}`)) return text;
  return translateDynamicKey(`errors:${key}`, found?.params);
}

/** A field's messages as a list; an empty or blank text becomes the fallback text (core §5, §8). */
export function toMessages(value: string | string[] | undefined, codes?: readonly (string | null)[]): string[] {
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0) return [fallbackText()];
  return list.map((message, i) => (message.trim() === '' ? fallbackText() : translateMessage(message, codes?.[i])));
}

export type FieldMessages<F extends string> = Partial<Record<F, string[]>>;

/**
 * Splits a DRF error body into the messages of the form's own fields and a general list for everything else
 * (non_field_errors, detail and unknown keys), in the order the server sent them.
 */
export function splitErrors<F extends string>(
  body: ApiErrorBody,
  fields: readonly F[],
): { fields: FieldMessages<F>; general: string[] } {
  const own: FieldMessages<F> = {};
  const general: string[] = [];
  const isField = (key: string): key is F => (fields as readonly string[]).includes(key);
  const codes = (body as Record<string, unknown>)[CODES_KEY] as Record<string, (string | null)[]> | undefined;
  for (const [key, value] of Object.entries(body)) {
    if (key === CODES_KEY && typeof value === 'object' && !Array.isArray(value)) continue;
    const messages = toMessages(value, codes?.[key]);
    if (isField(key)) own[key] = messages;
    else general.push(...messages);
  }
  return { fields: own, general };
}

/** Whether a body has anything to show. */
export function hasErrors(body: ApiErrorBody): boolean {
  return Object.keys(body).some((key) => key !== CODES_KEY);
}

/**
 * Every message of a failed call as one list, in the server's order (accounts §8): the texts of each field of a
 * DRF body, 'no response' when the server was not reached, and the fallback text when there is nothing to show.
 */
export function errorMessages(error: unknown): string[] {
  if (error instanceof NetworkError) return [noResponseText()];
  if (error instanceof ApiError && hasErrors(error.body)) return splitErrors(error.body, []).general;
  return [fallbackText()];
}

/**
 * The errors without one field's messages: she changed that field, so what was said about it no longer holds.
 * Answers the same object when the field had none, so an unchanged state does not render again.
 */
export function withoutField<F extends string, E extends { fields: FieldMessages<F> }>(errors: E, field: F): E {
  if (errors.fields[field] === undefined) return errors;
  const fields = { ...errors.fields };
  delete fields[field];
  return { ...errors, fields };
}
