import { ApiError, NetworkError } from '../../lib/api';
import { hasErrors, noResponseText, splitErrors, type FieldMessages } from '../../lib/form-errors';

export interface StepErrors<F extends string> {
  fields: FieldMessages<F>;
  general: string[];
}

/**
 * A failed submit as field messages and a general list: the server's body as returned (each field's list
 * flattened, unknown keys in the general list), 'no response' when the server was not reached, and `fallback`
 * when the body was not an object.
 */
export function toStepErrors<F extends string>(error: unknown, fields: readonly F[], fallback: string): StepErrors<F> {
  if (error instanceof NetworkError) return { fields: {}, general: [noResponseText()] };
  if (error instanceof ApiError && hasErrors(error.body)) return splitErrors(error.body, fields);
  return { fields: {}, general: [fallback] };
}
