import { FALLBACK_ERROR_TEXT } from '@playwords/common';
import { ApiError, NetworkError, type ApiErrorBody } from './api';

/** No response from the server at all (core §8). */
export const NO_RESPONSE_TEXT = 'Unable to contact the servers. Check your internet connection or try again later.';

/** A field's messages as a list; an empty or blank text becomes the fallback text (core §5, §8). */
export function toMessages(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0) return [FALLBACK_ERROR_TEXT];
  return list.map((message) => (message.trim() === '' ? FALLBACK_ERROR_TEXT : message));
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
  for (const [key, value] of Object.entries(body)) {
    const messages = toMessages(value);
    if (isField(key)) own[key] = messages;
    else general.push(...messages);
  }
  return { fields: own, general };
}

/** Whether a body has anything to show. */
export function hasErrors(body: ApiErrorBody): boolean {
  return Object.keys(body).length > 0;
}

/**
 * Every message of a failed call as one list, in the server's order (accounts §8): the texts of each field of a
 * DRF body, 'no response' when the server was not reached, and the fallback text when there is nothing to show.
 */
export function errorMessages(error: unknown): string[] {
  if (error instanceof NetworkError) return [NO_RESPONSE_TEXT];
  if (error instanceof ApiError && hasErrors(error.body)) return splitErrors(error.body, []).general;
  return [FALLBACK_ERROR_TEXT];
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
