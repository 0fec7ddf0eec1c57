import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** What a page that failed shows: what happened and a reload. */
function PageFailed() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="md">
        {t('pageError.title')}
      </Title>
      <Text size="lg" mb="lg">
        {t('pageError.text')}
      </Text>
      <Button onClick={() => window.location.reload()}>{t('pageError.refresh')}</Button>
    </Container>
  );
}

/**
 * Catches a page that failed to render or whose code could not be downloaded (a lazy chunk that times out
 * ends in a ChunkLoadError, core §8), and offers a reload instead of a blank screen.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <PageFailed />;
  }
}
