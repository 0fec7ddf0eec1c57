import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { MODERATION_REASON_LABELS, type ModerationItemDto } from '@playwords/common';
import { paths } from '../../../lib/paths';
import { dateTime } from '../shared/admin-api';
import { ReasonDialog } from '../shared/reason-dialog';
import classes from './moderation.module.css';

/** What the item names: the list's theme or the image's name (or that it was deleted since). */
export function itemTitle(item: ModerationItemDto): string {
  if (item.wordlist) return item.wordlist.theme;
  if (item.image) return item.image.name;
  return item.kind === 'wordlist' ? `Deleted word list #${item.target_id}` : `Deleted image #${item.target_id}`;
}

function Why({ item }: { item: ModerationItemDto }) {
  if (item.reason === 'published') return <>{MODERATION_REASON_LABELS.published}</>;
  const who = item.reporter?.username ?? 'a deleted account';
  return <>{item.note ? `Reported by ${who}: ${item.note}` : `Reported by ${who}`}</>;
}

function Target({ item }: { item: ModerationItemDto }) {
  if (item.wordlist) {
    const more = item.wordlist.word_count - item.wordlist.words.length;
    return (
      <Stack gap={4}>
        <Text className={classes.words}>
          {item.wordlist.words.join(', ')}
          {more > 0 ? ` … and ${more} more` : ''}
        </Text>
        <Text size="sm" c="dimmed">
          {`${item.wordlist.word_count} words · ${item.wordlist.likes} likes · `}
          {item.wordlist.is_banned ? 'Banned' : item.wordlist.is_public ? 'Public' : 'Private'}
        </Text>
      </Stack>
    );
  }
  if (item.image) {
    return (
      <Group gap="sm" wrap="nowrap">
        <img src={item.image.thumbnail} alt={item.image.name} width={72} height={72} className={classes.thumb} />
        <Text size="sm" c="dimmed">
          {`${item.image.type} · `}
          {item.image.is_banned ? 'Removed from public' : item.image.is_public ? 'Public' : 'Private'}
        </Text>
      </Group>
    );
  }
  return <Text size="sm">It was deleted since.</Text>;
}

export interface ModerationItemCardProps {
  item: ModerationItemDto;
  onDecide: (item: ModerationItemDto, decision: 'keep' | 'remove', reason: string) => Promise<unknown>;
}

/** One item of the queue: what, why, whose, and (while open) Keep / Remove from public, each asking why. */
export function ModerationItemCard({ item, onDecide }: ModerationItemCardProps) {
  const [deciding, setDeciding] = useState<'keep' | 'remove' | null>(null);
  const title = itemTitle(item);
  return (
    <Card component="article" aria-label={title} withBorder radius="lg" padding="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Title order={3} size="h4">
            {title}
          </Title>
          <Group gap={6}>
            <Badge variant="light">{item.kind === 'wordlist' ? 'Word list' : 'Image'}</Badge>
            <Badge variant="light" color={item.reason === 'reported' ? 'orange' : 'gray'}>
              {MODERATION_REASON_LABELS[item.reason]}
            </Badge>
          </Group>
        </Group>
        <Text size="sm">
          <Why item={item} />
        </Text>
        <Text size="sm">
          {'By '}
          {item.author ? (
            <Anchor component={Link} to={`${paths.adminSection('people')}/${item.author.id}`}>
              {item.author.username}
            </Anchor>
          ) : (
            'a deleted account'
          )}
          {` · queued ${dateTime(item.created_at)}`}
        </Text>
        <Target item={item} />
        {item.status === 'open' ? (
          <Group gap="xs">
            <Button size="sm" variant="light" onClick={() => setDeciding('keep')}>
              Keep
            </Button>
            <Button size="sm" variant="light" color="red" onClick={() => setDeciding('remove')}>
              Remove from public
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {`${item.status === 'kept' ? 'Kept' : 'Removed'} by ${item.decided_by?.username ?? '—'} on ${dateTime(item.decided_at)}: ${item.decision_reason ?? ''}`}
          </Text>
        )}
      </Stack>
      <ReasonDialog
        opened={deciding !== null}
        title={deciding === 'remove' ? `Remove “${title}” from public` : `Keep “${title}”`}
        confirmLabel="Confirm"
        confirmColor={deciding === 'remove' ? 'red' : undefined}
        onConfirm={(reason) => onDecide(item, deciding!, reason)}
        onClose={() => setDeciding(null)}
      >
        {deciding === 'remove'
          ? item.kind === 'wordlist'
            ? 'The list is banned: it leaves the public collection and its author can never publish it again.'
            : 'The image becomes private and leaves the public collection; its author cannot upload it online again.'
          : 'It stays in the public collection and leaves the queue.'}
      </ReasonDialog>
    </Card>
  );
}
