import { use } from 'react';
import { Center, Loader } from '@mantine/core';
import { LoadingTexts } from './loading-texts';

/** Shown while a lazily loaded page's code arrives. */
export function PageLoader() {
  const texts = use(LoadingTexts);
  return (
    <Center py={80} style={{ flex: 1 }}>
      <Loader size="lg" aria-label={texts.page} />
    </Center>
  );
}
