import { useState } from 'react';
import { Button, Code, Group, NativeSelect, Table, Text, TextInput, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditTargetType } from '@playwords/common';
import { LoadMore } from '../../../components/load-more';
import { nextOffset } from '../../../lib/paging';
import { adminKeys, dateTime, fetchAudit, type AuditFilter } from '../shared/admin-api';
import classes from '../admin.module.css';
import { ListStates } from '../shared/list-states';

const TARGET_TYPES: { value: AuditTargetType; label: string }[] = [
  { value: 'user', label: 'Teacher' },
  { value: 'wordlist', label: 'Word list' },
  { value: 'image', label: 'Image' },
  { value: 'moderation', label: 'Moderation item' },
  { value: 'order', label: 'Order' },
  { value: 'licence', label: 'Licence' },
  { value: 'batch', label: 'Key batch' },
  { value: 'coupon', label: 'Coupon' },
  { value: 'news', label: 'News post' },
  { value: 'message', label: 'Contact message' },
];

function details(values: Record<string, unknown>): string {
  const entries = Object.entries(values);
  return entries.length === 0
    ? ''
    : entries.map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`).join(', ');
}

/** The audit log: every operator action, newest first, with who, when, what, the target and the reason. Read only. */
export default function AuditSection() {
  const [draft, setDraft] = useState<AuditFilter>({});
  const [filter, setFilter] = useState<AuditFilter>({});
  const query = useInfiniteQuery({
    queryKey: adminKeys.audit(filter),
    queryFn: ({ pageParam, signal }) => fetchAudit(filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages),
  });

  const rows = query.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <section aria-labelledby="admin-audit">
      <Title id="admin-audit" order={2} mb="xs">
        Audit log
      </Title>
      <Text c="dimmed" mb="md">
        Every operator action, as it happened. Nobody can change or delete these rows.
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setFilter(draft);
        }}
      >
        <Group align="flex-end" mb="md">
          <NativeSelect
            label="Target"
            data={[{ value: '', label: 'Any' }, ...TARGET_TYPES]}
            value={draft.targetType ?? ''}
            onChange={(event) => setDraft({ ...draft, targetType: event.currentTarget.value || undefined })}
          />
          <TextInput
            label="Target id"
            value={draft.targetId ?? ''}
            maxLength={100}
            onChange={(event) => setDraft({ ...draft, targetId: event.currentTarget.value || undefined })}
          />
          <Button type="submit" variant="light">
            Filter
          </Button>
        </Group>
      </form>
      <ListStates
        query={query}
        loadingLabel="Loading the audit log"
        errorMessage="The audit log could not be loaded."
        empty={rows.length === 0}
        emptyText="No operator action yet."
      >
        {() => (
          <>
            <Text size="sm" c="dimmed" mb="xs">
              {query.data?.pages[0]?.count ?? 0} actions
            </Text>
            <div className={classes.tableWrap}>
              <Table striped highlightOnHover aria-label="Audit log">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>When</Table.Th>
                    <Table.Th>Who</Table.Th>
                    <Table.Th>What</Table.Th>
                    <Table.Th>Target</Table.Th>
                    <Table.Th>Reason</Table.Th>
                    <Table.Th>Details</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td>{dateTime(row.created_at)}</Table.Td>
                      <Table.Td>{row.operator.username}</Table.Td>
                      <Table.Td>
                        <Code fw={700} style={{ whiteSpace: 'nowrap' }}>
                          {row.action}
                        </Code>
                      </Table.Td>
                      <Table.Td>
                        {row.target_type} {row.target_id}
                      </Table.Td>
                      <Table.Td>{row.reason}</Table.Td>
                      <Table.Td>
                        <Code>{details(row.details)}</Code>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
            <LoadMore query={query} label="Load More" />
          </>
        )}
      </ListStates>
    </section>
  );
}
