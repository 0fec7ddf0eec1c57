import { useState } from 'react';
import { Alert, Divider, Group, NativeSelect, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { ModerationItemDto, ModerationKind, ModerationStatus } from '@playwords/common';
import { LoadMore } from '../../../components/load-more';
import { flattenPages, nextOffset } from '../../../lib/paging';
import { adminKeys } from '../shared/admin-api';
import { BanListForm } from './ban-list-form';
import { banWordlist, decideItem, fetchQueue, moderationKeys, type QueueFilter } from './moderation-api';
import { itemTitle, ModerationItemCard } from './moderation-item';
import { ListStates } from '../shared/list-states';

const STATUSES: Array<{ value: ModerationStatus; label: string }> = [
  { value: 'open', label: 'Open' },
  { value: 'kept', label: 'Kept' },
  { value: 'removed', label: 'Removed' },
];

const KINDS = [
  { value: '', label: 'Lists and images' },
  { value: 'wordlist', label: 'Word lists' },
  { value: 'image', label: 'Images' },
];

/**
 * The console's Moderation section: the queue of newly published and reported word lists and images (open first,
 * oldest first), each kept or removed from the public collection with a reason; and a ban of a list by its id.
 */
export default function ModerationSection() {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<QueueFilter>({ status: 'open', kind: '' });
  const [notice, setNotice] = useState<string | null>(null);
  const query = useInfiniteQuery({
    queryKey: moderationKeys.queue(filter),
    queryFn: ({ pageParam, signal }) => fetchQueue(filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages),
  });
  const items = flattenPages(query.data);
  const count = query.data?.pages.at(-1)?.count ?? 0;

  async function decide(item: ModerationItemDto, decision: 'keep' | 'remove', reason: string) {
    await decideItem(item.id, decision, reason);
    setNotice(`“${itemTitle(item)}” ${decision === 'keep' ? 'was kept' : 'was removed from the public collection'}.`);
    await queryClient.invalidateQueries({ queryKey: adminKeys.all });
  }

  async function ban(id: number, reason: string) {
    await banWordlist(id, reason);
    setNotice(null);
    await queryClient.invalidateQueries({ queryKey: adminKeys.all });
  }

  return (
    <section aria-labelledby="admin-moderation">
      <Stack gap="md">
        <Title id="admin-moderation" order={2}>
          Moderation
        </Title>
        <Text size="sm" c="dimmed">
          Word lists and images appear here when they are published and when a teacher asks for one to leave the public
          collection.
        </Text>
        <Group gap="md" align="flex-end" wrap="wrap">
          <SegmentedControl
            aria-label="Status"
            data={STATUSES}
            value={filter.status}
            onChange={(value) => setFilter((f) => ({ ...f, status: value as ModerationStatus }))}
          />
          <NativeSelect
            label="Kind"
            data={KINDS}
            value={filter.kind}
            onChange={(event) => {
              // Read now: the event's target is gone by the time the state updater runs.
              const kind = event.currentTarget.value as ModerationKind | '';
              setFilter((f) => ({ ...f, kind }));
            }}
            w={200}
          />
        </Group>
        {notice && (
          <Alert color="green" variant="light" role="status" withCloseButton onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        <ListStates
          query={query}
          loadingLabel="Loading the queue"
          errorMessage="The queue could not be loaded."
          empty={items.length === 0}
          emptyText={filter.status === 'open' ? 'Nothing waits for review.' : 'No items.'}
        >
          {() => (
            <Stack gap="sm" aria-label="Moderation queue">
              <Text size="sm" c="dimmed">{`${count} ${count === 1 ? 'item' : 'items'}`}</Text>
              {items.map((item) => (
                <ModerationItemCard key={item.id} item={item} onDecide={decide} />
              ))}
              <LoadMore query={query} label="Load More" />
            </Stack>
          )}
        </ListStates>
        <Divider />
        <BanListForm onBan={ban} />
      </Stack>
    </section>
  );
}
