import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@playwords/common';
import { parseInput } from './validation';

export interface Paging {
  limit: number;
  offset: number;
}

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** The largest offset accepted: past it no collection has rows, and PostgreSQL's integers would overflow. */
export const MAX_OFFSET = 2_147_483_647;

const NOT_WHOLE = 'A valid non-negative integer is required.';

/**
 * `?limit=&offset=` (api-contract.md): default 50, a larger limit clamped to 100, an offset at most MAX_OFFSET;
 * negative, non-numeric or repeated values → 400 with the field.
 */
export const pagingQuery = z
  .object({ limit: z.unknown().optional(), offset: z.unknown().optional() })
  .transform((query, ctx): Paging => {
    const read = (name: 'limit' | 'offset', fallback: number): number => {
      const raw = query[name];
      if (raw === undefined || raw === '') return fallback;
      // Digits only (a repeated parameter arrives as a list); a huge number is compared, never sent on.
      if (typeof raw !== 'string' || raw.length > 100 || !/^\d+$/.test(raw)) {
        ctx.addIssue({ code: 'custom', path: [name], message: NOT_WHOLE });
        return fallback;
      }
      return Number(raw);
    };
    const limit = read('limit', DEFAULT_PAGE_SIZE);
    const offset = read('offset', 0);
    if (offset > MAX_OFFSET) {
      ctx.addIssue({
        code: 'custom',
        path: ['offset'],
        message: `Ensure this value is less than or equal to ${MAX_OFFSET}.`,
      });
    }
    return { limit: Math.min(Math.max(limit, 1), MAX_PAGE_SIZE), offset };
  });

/** Reads `?limit=&offset=`; bad values throw a 400 with field errors. */
export function parsePaging(query: Record<string, unknown>): Paging {
  return parseInput(pagingQuery, query);
}

/** Builds the paged answer with absolute next/previous links built from the public address. */
export function toPage<T>(results: T[], count: number, paging: Paging, pageUrl: URL): Page<T> {
  const link = (offset: number) => {
    const url = new URL(pageUrl);
    url.searchParams.set('limit', String(paging.limit));
    if (offset > 0) url.searchParams.set('offset', String(offset));
    else url.searchParams.delete('offset');
    return url.toString();
  };
  const nextOffset = paging.offset + paging.limit;
  return {
    count,
    next: nextOffset < count ? link(nextOffset) : null,
    previous: paging.offset > 0 ? link(Math.max(0, paging.offset - paging.limit)) : null,
    results,
  };
}
