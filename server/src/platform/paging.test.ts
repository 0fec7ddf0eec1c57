import { describe, expect, it } from 'vitest';
import { ValidationError } from './http-errors';
import { parsePaging, toPage } from './paging';

describe('parsePaging', () => {
  it('defaults to 50 from the start', () => {
    expect(parsePaging({})).toEqual({ limit: 50, offset: 0 });
  });

  it('clamps a limit above 100 to 100', () => {
    expect(parsePaging({ limit: '500', offset: '10' })).toEqual({ limit: 100, offset: 10 });
    expect(parsePaging({ limit: '99999999999999999999' })).toEqual({ limit: 100, offset: 0 });
  });

  it.each([
    [{ limit: '-1' }, { limit: ['A valid non-negative integer is required.'] }],
    [{ limit: 'ten' }, { limit: ['A valid non-negative integer is required.'] }],
    [{ offset: '-5' }, { offset: ['A valid non-negative integer is required.'] }],
    [
      { limit: '1.5', offset: 'x' },
      { limit: ['A valid non-negative integer is required.'], offset: ['A valid non-negative integer is required.'] },
    ],
    [{ offset: '9223372036854775808' }, { offset: ['Ensure this value is less than or equal to 2147483647.'] }],
    [{ offset: '2147483648' }, { offset: ['Ensure this value is less than or equal to 2147483647.'] }],
    [{ offset: ['1', '2'] }, { offset: ['A valid non-negative integer is required.'] }],
  ])('refuses %j with field errors', (query, fields) => {
    try {
      parsePaging(query);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).statusCode).toBe(400);
      expect((error as ValidationError).body).toEqual(fields);
    }
  });
});

describe('toPage', () => {
  const url = new URL('http://localhost:3000/api/wordlists/');

  it('links forward and back while there is more', () => {
    const page = toPage([1, 2], 5, { limit: 2, offset: 2 }, url);
    expect(page).toEqual({
      count: 5,
      next: 'http://localhost:3000/api/wordlists/?limit=2&offset=4',
      previous: 'http://localhost:3000/api/wordlists/?limit=2',
      results: [1, 2],
    });
  });

  it('has no links for a single page', () => {
    expect(toPage([1], 1, { limit: 50, offset: 0 }, url)).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [1],
    });
  });
});
