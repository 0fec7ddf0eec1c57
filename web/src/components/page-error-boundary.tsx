import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Container, Text, Title } from '@mantine/core';

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
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
    return (
      <Container size="sm" py="xl">
        <Title order={1} mb="md">
          This page did not load
        </Title>
        <Text size="lg" mb="lg">
          Something went wrong. Try refreshing the page.
        </Text>
        <Button onClick={() => window.location.reload()}>Refresh</Button>
      </Container>
    );
  }
}
