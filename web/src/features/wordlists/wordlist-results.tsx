import { Fragment, type ReactNode } from 'react';
import { Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WordlistDto } from '@playwords/common';
import { LoadMore } from '../../components/load-more';
import { ErrorList } from '../../components/error-messages';
import { errorMessages } from '../../lib/form-errors';
import { flattenPages, type WordlistPages } from '../../lib/wordlists';
import { LoadError } from '../../components/load-error';

/** The parts of an infinite word-list query this list reads. */
export interface WordlistsQuery {
  data: WordlistPages | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

export interface WordlistResultsProps {
  query: WordlistsQuery;
  /** Shown when nothing was found (core §2's empty texts). */
  emptyText: string;
  renderCard: (list: WordlistDto) => ReactNode;
}

/** Lists in a grid, 50 at a time: LOAD MORE shows while fewer are loaded than the count (core §9). */
export function WordlistResults({ query, emptyText, renderCard }: WordlistResultsProps) {
  const { t } = useTranslation('wordlists');
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('results.loading')} />
      </Center>
    );
  }
  if (query.isError && !query.data) {
    return (
      <LoadError message={t('results.loadFailed')} error={query.error} onRetry={() => void query.refetch()} size="lg" />
    );
  }
  const lists = flattenPages(query.data);
  if (lists.length === 0) {
    return (
      <Text size="lg" py="md">
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {lists.map((list) => (
          <Fragment key={list.id}>{renderCard(list)}</Fragment>
        ))}
      </SimpleGrid>
      <LoadMore query={query} label={t('results.loadMore')} />
      {query.isError && <ErrorList messages={errorMessages(query.error)} />}
    </Stack>
  );
}
