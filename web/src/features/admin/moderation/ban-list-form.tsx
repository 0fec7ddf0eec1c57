import { useState } from 'react';
import { Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { AdminMessage } from '@playwords/common';
import { ReasonDialog } from '../shared/reason-dialog';

export interface BanListFormProps {
  onBan: (id: number, reason: string) => Promise<unknown>;
}

/** 'Ban a list by id': for a list reported elsewhere (an e-mail, a teacher's message) that is not in the queue. */
export function BanListForm({ onBan }: BanListFormProps) {
  const [id, setId] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  return (
    <Stack gap="xs" component="section" aria-labelledby="ban-list-title">
      <Title id="ban-list-title" order={3} size="h4">
        Ban a list by id
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setDone(null);
          if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) {
            setError(AdminMessage.badId);
            return;
          }
          setError(null);
          setAsking(true);
        }}
      >
        <Group align="flex-end" gap="sm">
          <NumberInput
            label="Word list id"
            min={1}
            allowDecimal={false}
            allowNegative={false}
            value={id}
            error={error}
            onChange={setId}
            w={160}
          />
          <Button type="submit" color="red" variant="light">
            Ban list
          </Button>
        </Group>
      </form>
      {done && (
        <Text size="sm" role="status">
          {done}
        </Text>
      )}
      <ReasonDialog
        opened={asking}
        title={`Ban word list #${id}`}
        confirmLabel="Confirm"
        confirmColor="red"
        onConfirm={async (reason) => {
          await onBan(Number(id), reason);
          setDone(`Word list #${id} is banned.`);
          setId('');
        }}
        onClose={() => setAsking(false)}
      >
        The list leaves the public collection and its author can never publish it again.
      </ReasonDialog>
    </Stack>
  );
}
