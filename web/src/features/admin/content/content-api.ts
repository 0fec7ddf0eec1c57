import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminContactMessageDto, AdminMessageStatus, AdminNewsPostDto, AdminPage } from '@playwords/common';
import { api } from '../../../lib/api';
import { nextOffset } from '../../../lib/paging';
import { adminKeys, queryString } from '../shared/admin-api';

/** The content section's query keys, under the console's. */
export const contentKeys = {
  news: [...adminKeys.all, 'content', 'news'] as const,
  messages: (status: AdminMessageStatus) => [...adminKeys.all, 'content', 'messages', status] as const,
};

/**
 * The public News page's cache (features/news's `newsKeys.all`), named here rather than imported (features do not
 * import each other): a post written, edited or deleted here shows there at once, not after its cache goes stale.
 */
const PUBLIC_NEWS_KEY = ['news'] as const;

const PAGE = 50;

export function usePostsQuery() {
  return useInfiniteQuery({
    queryKey: contentKeys.news,
    queryFn: ({ pageParam, signal }) =>
      api.get<AdminPage<AdminNewsPostDto>>(`/admin/news/${queryString({ limit: PAGE, offset: pageParam })}`, {
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages),
  });
}

export function useMessagesQuery(status: AdminMessageStatus) {
  return useInfiniteQuery({
    queryKey: contentKeys.messages(status),
    queryFn: ({ pageParam, signal }) =>
      api.get<AdminPage<AdminContactMessageDto>>(
        `/admin/messages/${queryString({ status, limit: PAGE, offset: pageParam })}`,
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages),
  });
}

/** A post as the form sends it: name, text, and a new picture or the old one removed. */
export interface PostDraft {
  name: string;
  text: string;
  picture: File | null;
  removePicture: boolean;
}

/** Multipart, so the picture travels as a file (the server runs it through the upload checks). */
function postForm(draft: PostDraft): FormData {
  const form = new FormData();
  form.append('name', draft.name);
  form.append('text', draft.text);
  if (draft.picture) form.append('image', draft.picture);
  else if (draft.removePicture) form.append('remove_image', 'true');
  return form;
}

/** After any change: every console list, and the public News page. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.all }),
      queryClient.invalidateQueries({ queryKey: PUBLIC_NEWS_KEY }),
    ]);
}

/** Publishes a new post (`id` undefined) or saves an edit. */
export function useSavePost() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, draft }: { id?: number; draft: PostDraft }) =>
      id === undefined
        ? api.post<AdminNewsPostDto>('/admin/news/', postForm(draft))
        : api.patch<AdminNewsPostDto>(`/admin/news/${id}/`, postForm(draft)),
    onSuccess: refresh,
  });
}

export function useDeletePost() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.request<void>('DELETE', `/admin/news/${id}/`, { body: { reason } }),
    onSuccess: refresh,
  });
}

export function useAnswerMessage() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, answer, subject }: { id: number; answer: string; subject: string }) =>
      api.post<AdminContactMessageDto>(`/admin/messages/${id}/answer/`, {
        answer,
        ...(subject.trim() ? { subject } : {}),
      }),
    onSuccess: refresh,
  });
}

export function useMarkAnswered() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.post<AdminContactMessageDto>(`/admin/messages/${id}/mark-answered/`, { reason }),
    onSuccess: refresh,
  });
}
