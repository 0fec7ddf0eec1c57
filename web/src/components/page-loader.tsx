import { Center, Loader } from '@mantine/core';

/** Shown while a lazily loaded page's code arrives. */
export function PageLoader() {
  return (
    <Center py={80} style={{ flex: 1 }}>
      <Loader size="lg" aria-label="Loading page" />
    </Center>
  );
}
