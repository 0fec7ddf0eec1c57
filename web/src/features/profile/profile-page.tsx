import { Center, Container, Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { nameToShow } from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader';
import { usePageTitle } from '../../components/use-page-title';
import { fetchLicences, licenceKeys } from '../../lib/licences';
import { paths } from '../../lib/paths';
import { useRequireSession } from '../../lib/session';
import { AccountInfo } from './account-info';
import { LicenceCards } from './licence-cards';
import { LoadError } from '../../components/load-error';

function Licences() {
  const query = useQuery({ queryKey: licenceKeys.list, queryFn: ({ signal }) => fetchLicences(signal) });
  const { t } = useTranslation(['profile', 'plans']);

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('licences.loading')} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        message={t('licences.loadFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
        size="lg"
      />
    );
  }
  return <LicenceCards licences={query.data.results} />;
}

/**
 * Profile (/profile, accounts §2): the greeting, the account info card and the user's licence cards. Without a
 * session it asks the server who is signed in, and goes to / (forgetting remember-me) if nobody is.
 */
export default function ProfilePage() {
  const { t } = useTranslation(['profile', 'plans']);
  usePageTitle(t('title'));
  const user = useRequireSession(paths.home);
  if (!user) return <PageLoader />;

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="xl">
        {t('greeting', { name: nameToShow(user) })}
      </Title>
      <Stack gap="xl">
        <AccountInfo user={user} />
        <section aria-labelledby="profile-licences">
          <Title id="profile-licences" order={2} mb="md">
            {t('licences.heading')}
          </Title>
          <Licences />
        </section>
      </Stack>
    </Container>
  );
}
