import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@playwords/common';
import { ValidationError } from './http-errors';

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

function readWhole(name: string, raw: unknown, fallback: number, errors: Record<string, string[]>): number {
  if (raw === undefined || raw === '') return fallback;
  const text = String(raw);
  if (!/^\d+$/.test(text)) {
    errors[name] = ['A valid non-negative integer is required.'];
    return fallback;
  }
  return Number(text);
}

/** Reads `?limit=&offset=` (api-contract.md): default 50, clamped to 100; negative or non-numeric → 400. */
export function parsePaging(query: Record<string, unknown>): Paging {
  const errors: Record<string, string[]> = {};
  const limit = readWhole('limit', query.limit, DEFAULT_PAGE_SIZE, errors);
  const offset = readWhole('offset', query.offset, 0, errors);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { limit: Math.min(Math.max(limit, 1), MAX_PAGE_SIZE), offset };
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
