import { Button, Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../lib/paths';

/** Any path the route table does not know (accounts §2). */
export default function NotFoundPage() {
  const { t } = useTranslation('pages');
  usePageTitle(t('notFound.pageTitle'));
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="xl" ta="center">
        <Title order={1}>{t('notFound.title')}</Title>
        <Button component={Link} to={paths.home} size="xl">
          {t('notFound.goHome')}
        </Button>
      </Stack>
    </Container>
  );
}
