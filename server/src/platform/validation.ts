import { REQUIRED_MESSAGE, type FieldErrors } from '@playwords/common';
import type { z } from 'zod';
import { ValidationError } from './http-errors';

/**
 * Turns zod issues into DRF field errors. A field absent from the request reads 'This field is required.'
 * (decided from the data itself: zod does not report the input it saw).
 */
export function toFieldErrors(error: z.ZodError, data: unknown): FieldErrors {
  const sent = (data ?? {}) as Record<string, unknown>;
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'non_field_errors';
    const missing = issue.code === 'invalid_type' && key !== 'non_field_errors' && sent[key] === undefined;
    const message = missing ? REQUIRED_MESSAGE : issue.message;
    const list = (fields[key] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return fields;
}

/**
 * Validates a request part with a `common` schema. Unknown fields are dropped (zod objects strip them);
 * bad input throws a 400 with field errors and nothing is changed.
 */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const input = data ?? {};
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(toFieldErrors(result.error, input));
  return result.data;
}
