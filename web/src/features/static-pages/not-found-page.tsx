import { Button, Container, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../lib/paths';

/** Any path the route table does not know (accounts §2). */
export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="xl" ta="center">
        <Title order={1}>Sorry, theres nothing here!</Title>
        <Button component={Link} to={paths.home} size="xl">
          GO HOME
        </Button>
      </Stack>
    </Container>
  );
}
