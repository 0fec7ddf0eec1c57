import { Button, Center } from '@mantine/core';

/** What Load More needs of an infinite query (TanStack Query's useInfiniteQuery result has it). */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** The Load More button (core §9: shown while fewer are loaded than the count; each press adds a page of 50). */
export function LoadMore({ query, label }: { query: PagedQuery; label: string }) {
  if (!query.hasNextPage) return null;
  return (
    <Center>
      <Button size="md" variant="light" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
        {label}
      </Button>
    </Center>
  );
}
