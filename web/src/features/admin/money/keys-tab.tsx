import '@mantine/core/styles/Table.css';
import { useState } from 'react';
import { Anchor, Button, Group, NativeSelect, NumberInput, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_BATCH_COUNT_MAX,
  ADMIN_BATCH_DAYS_MAX,
  ADMIN_BATCH_DAYS_MIN,
  ADMIN_BATCH_NOTE_MAX,
  licenceTypeName,
  type LicenceType,
} from '@playwords/common';
import { LoadMore } from '../../../components/load-more';
import { flattenPages, nextOffset } from '../../../lib/paging';
import { adminKeys, dateTime } from '../shared/admin-api';
import { ReasonDialog } from '../shared/reason-dialog';
import classes from '../admin.module.css';
import { batchCsvUrl, fetchBatches, mintBatch, moneyKeys } from './money-api';
import { ListStates } from '../shared/list-states';

const TYPES: { value: LicenceType; label: string }[] = [
  { value: 'PRO', label: 'Pro' },
  { value: 'PRE', label: 'Premium' },
  { value: 'VIP', label: 'VIP' },
];

/** Licence keys minted in batches (for a school, a reseller), each batch downloaded as CSV. */
export function KeysTab() {
  const queryClient = useQueryClient();
  const [type, setType] = useState<LicenceType>('PRO');
  const [days, setDays] = useState<number | string>(365);
  const [count, setCount] = useState<number | string>(10);
  const [note, setNote] = useState('');
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const batches = useInfiniteQuery({
    queryKey: moneyKeys.batches,
    queryFn: ({ pageParam, signal }) => fetchBatches(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages),
  });
  const rows = flattenPages(batches.data);

  return (
    <Stack gap="lg">
      <form
        aria-labelledby="mint-keys"
        onSubmit={(event) => {
          event.preventDefault();
          setAsking(true);
        }}
      >
        <Title id="mint-keys" order={3} size="h4" mb="sm">
          Mint keys
        </Title>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label="Plan"
            value={type}
            data={TYPES}
            onChange={(e) => setType(e.currentTarget.value as LicenceType)}
          />
          <NumberInput
            label="Days each"
            min={ADMIN_BATCH_DAYS_MIN}
            max={ADMIN_BATCH_DAYS_MAX}
            allowDecimal={false}
            required
            value={days}
            onChange={setDays}
          />
          <NumberInput
            label="How many keys"
            min={1}
            max={ADMIN_BATCH_COUNT_MAX}
            allowDecimal={false}
            required
            value={count}
            onChange={setCount}
          />
          <TextInput
            label="Note"
            description="Who the keys are for"
            maxLength={ADMIN_BATCH_NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          <Button type="submit">Mint keys</Button>
        </Group>
      </form>
      {done && (
        <Text role="status" c="teal">
          {done}
        </Text>
      )}
      <ReasonDialog
        opened={asking}
        title="Mint keys"
        confirmLabel="Mint"
        onConfirm={async (reason) => {
          const batch = await mintBatch({ type, days, count, note, reason });
          await queryClient.invalidateQueries({ queryKey: adminKeys.all });
          setDone(
            `Minted batch #${batch.id}: ${batch.count} ${licenceTypeName(batch.type)} keys of ${batch.days} days.`,
          );
        }}
        onClose={() => setAsking(false)}
      >
        Mint {String(count)} unused {licenceTypeName(type)} keys of {String(days)} days each. Anyone holding one can
        redeem it.
      </ReasonDialog>

      <Title order={3} size="h4">
        Batches
      </Title>
      <ListStates
        query={batches}
        loadingLabel="Loading batches"
        errorMessage="The batches could not be loaded."
        empty={rows.length === 0}
        emptyText="No batches minted yet."
      >
        {() => (
          <>
            <div className={classes.tableWrap}>
              <Table striped aria-label="Key batches">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Batch</Table.Th>
                    <Table.Th>Plan</Table.Th>
                    <Table.Th>Days</Table.Th>
                    <Table.Th>Keys</Table.Th>
                    <Table.Th>Redeemed</Table.Th>
                    <Table.Th>Note</Table.Th>
                    <Table.Th>Minted</Table.Th>
                    <Table.Th>Keys file</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((batch) => (
                    <Table.Tr key={batch.id}>
                      <Table.Td>#{batch.id}</Table.Td>
                      <Table.Td>{licenceTypeName(batch.type)}</Table.Td>
                      <Table.Td>{batch.days}</Table.Td>
                      <Table.Td>{batch.count}</Table.Td>
                      <Table.Td>{batch.redeemed}</Table.Td>
                      <Table.Td>{batch.note || '—'}</Table.Td>
                      <Table.Td>
                        {dateTime(batch.created_at)}
                        {batch.created_by && (
                          <Text size="xs" c="dimmed">
                            by {batch.created_by}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Anchor href={batchCsvUrl(batch.id)} download aria-label={`Download CSV of batch ${batch.id}`}>
                          Download CSV
                        </Anchor>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
            <LoadMore query={batches} label="Load more batches" />
          </>
        )}
      </ListStates>
    </Stack>
  );
}
