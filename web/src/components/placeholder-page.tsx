import { Container, Text, Title } from '@mantine/core';
import { usePageTitle } from './use-page-title';

export interface PlaceholderPageProps {
  title: string;
}

/** A route whose page belongs to a later piece of work: its title and an honest sentence, nothing more. */
export function PlaceholderPage({ title }: PlaceholderPageProps) {
  usePageTitle(title);
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="md">
        {title}
      </Title>
      <Text size="lg">This page is not built yet.</Text>
    </Container>
  );
}
