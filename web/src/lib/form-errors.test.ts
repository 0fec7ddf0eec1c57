import { describe, expect, it } from 'vitest';
import { FALLBACK_ERROR_TEXT } from '@playwords/common';
import { ApiError, NetworkError } from './api';
import { errorMessages, NO_RESPONSE_TEXT, splitErrors, toMessages, withoutField } from './form-errors';

describe('form errors', () => {
  it('turns a string or a list into messages, blank texts into the fallback', () => {
    expect(toMessages('Too short.')).toEqual(['Too short.']);
    expect(toMessages(['A.', ' ', ''])).toEqual(['A.', FALLBACK_ERROR_TEXT, FALLBACK_ERROR_TEXT]);
    expect(toMessages([])).toEqual([FALLBACK_ERROR_TEXT]);
    expect(toMessages(undefined)).toEqual([]);
  });

  it('splits the form’s own fields from everything else, keeping the server’s order', () => {
    const result = splitErrors(
      { detail: 'Nope.', username: 'Taken.', non_field_errors: ['One.', 'Two.'], other: ['Three.'] },
      ['username', 'password'] as const,
    );
    expect(result).toEqual({ fields: { username: ['Taken.'] }, general: ['Nope.', 'One.', 'Two.', 'Three.'] });
  });
});

describe('errorMessages', () => {
  it('lists every message of a DRF body, in order, blank ones as the fallback', () => {
    const error = new ApiError(400, { type: ['You have already used your Pro trial.'], detail: ' ' });
    expect(errorMessages(error)).toEqual(['You have already used your Pro trial.', FALLBACK_ERROR_TEXT]);
  });

  it('says the server was not reached, and gives the fallback for an empty body or anything else', () => {
    expect(errorMessages(new NetworkError())).toEqual([NO_RESPONSE_TEXT]);
    expect(errorMessages(new ApiError(500, {}))).toEqual([FALLBACK_ERROR_TEXT]);
    expect(errorMessages(new Error('boom'))).toEqual([FALLBACK_ERROR_TEXT]);
  });
});

describe('withoutField', () => {
  it("drops one field's messages and keeps the rest; the same object when that field had none", () => {
    const errors = { fields: { theme: ['A.'], words: ['B.'] }, general: ['C.'] };
    expect(withoutField(errors, 'theme')).toEqual({ fields: { words: ['B.'] }, general: ['C.'] });
    expect(errors.fields.theme).toEqual(['A.']);
    const clean = { fields: { words: ['B.'] }, general: [] };
    expect(withoutField<'theme' | 'words', typeof clean>(clean, 'theme')).toBe(clean);
  });
});
