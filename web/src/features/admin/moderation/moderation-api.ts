import type {
  AdminPage,
  ModerationItemDto,
  ModerationKind,
  ModerationStatus,
  ModerationTargetResult,
} from '@playwords/common';
import { api } from '../../../lib/api';
import { adminKeys, queryString } from '../shared/admin-api';

export interface QueueFilter {
  status: ModerationStatus;
  /** '' for both kinds. */
  kind: ModerationKind | '';
}

/** The moderation section's query keys, under the console's (a write anywhere refreshes them). */
export const moderationKeys = {
  queue: (filter: QueueFilter) => [...adminKeys.all, 'moderation', filter] as const,
};

export function fetchQueue(filter: QueueFilter, offset: number, signal?: AbortSignal) {
  const query = queryString({ status: filter.status, kind: filter.kind, limit: 50, offset });
  return api.get<AdminPage<ModerationItemDto>>(`/admin/moderation/${query}`, { signal });
}

export function decideItem(id: number, decision: 'keep' | 'remove', reason: string) {
  return api.post<{ id: number; status: string }>(`/admin/moderation/${id}/${decision}/`, { reason });
}

export function banWordlist(id: number, reason: string) {
  return api.post<ModerationTargetResult>(`/admin/wordlists/${id}/ban/`, { reason });
}
