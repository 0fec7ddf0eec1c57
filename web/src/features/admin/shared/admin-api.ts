import type { AdminPage, AuditEntryDto } from '@playwords/common';
import { api } from '../../../lib/api';

/** Query keys of the console; a section's writes invalidate `adminKeys.all` so every open list catches up. */
export const adminKeys = {
  all: ['admin'] as const,
  audit: (filter: AuditFilter) => ['admin', 'audit', filter] as const,
};

export interface AuditFilter {
  targetType?: string;
  targetId?: string;
}

/** A query string of the set values only. */
export function queryString(values: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function fetchAudit(filter: AuditFilter, offset: number, signal?: AbortSignal) {
  const query = queryString({ target_type: filter.targetType, target_id: filter.targetId, limit: 50, offset });
  return api.get<AdminPage<AuditEntryDto>>(`/admin/audit/${query}`, { signal });
}

/** A date and time as the operator's browser shows them. */
export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
