import type { ReactNode } from 'react';
import { Loader, Text } from '@mantine/core';
import { LoadError } from '../../../components/load-error';

export interface ListStatesProps {
  /** The list's query (TanStack Query's result has these). */
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** The spinner's label while it loads ('Loading orders'). */
  loadingLabel: string;
  /** What failed, as a sentence ('The orders could not be loaded.'), shown with the reason and 'Try again'. */
  errorMessage: string;
  /** Whether the loaded list has nothing in it, and what to say then. */
  empty: boolean;
  emptyText: ReactNode;
  /** The list itself: drawn only once it has loaded with something in it. */
  children: () => ReactNode;
}

/** Every console list's states, in one place: loading, failed (with Try again), empty, or the list. */
export function ListStates({ query, loadingLabel, errorMessage, empty, emptyText, children }: ListStatesProps) {
  if (query.isPending) return <Loader aria-label={loadingLabel} />;
  if (query.isError) {
    return <LoadError message={errorMessage} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (empty) return <Text>{emptyText}</Text>;
  return <>{children()}</>;
}
