import '@mantine/core/styles/Alert.css';
import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/use-page-title';
import { fetchLicences, licenceKeys, licenceRouteState } from '../../lib/licences';
import { paths } from '../../lib/paths';
import { planName } from '../../lib/plans';
import { billingEmail } from '../../lib/site';
import { forgetRememberMe, refreshCurrentUser, useCurrentUser, useRestoreSession } from '../../lib/session';
import { findNewLicence, LICENCE_POLL_MS, LICENCE_WATCH_MS, snapshotOf, type LicenceSnapshot } from './new-licence';

/**
 * Watches the teacher's licences for up to a minute after the payment and shows the new one as soon as the
 * provider's webhook has granted it (her plan badge follows).
 */
function LicenceWatch() {
  const { t } = useTranslation(['pages', 'plans']);
  const queryClient = useQueryClient();
  const [openedAt] = useState(() => Date.now());
  const [snapshot, setSnapshot] = useState<LicenceSnapshot | null>(null);
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOut(true), LICENCE_WATCH_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const query = useQuery({
    queryKey: licenceKeys.list,
    queryFn: async ({ signal }) => {
      const page = await fetchLicences(signal);
      // The first answer is what she had before this payment showed.
      setSnapshot((known) => known ?? snapshotOf(page.results));
      return page;
    },
    staleTime: 0,
    refetchInterval: (current) => {
      const results = current.state.data?.results;
      if (timedOut || (results && findNewLicence(results, openedAt, snapshot))) return false;
      return LICENCE_POLL_MS;
    },
  });
  const found = query.data ? findNewLicence(query.data.results, openedAt, snapshot) : null;
  const foundId = found?.id;

  useEffect(() => {
    if (!foundId) return;
    // The new plan shows in the header at once.
    refreshCurrentUser(queryClient).catch(() => undefined);
  }, [foundId, queryClient]);

  if (found) {
    return (
      <Alert color="green" variant="light" radius="lg" title={t('success.arrived')}>
        <Text>
          {t(found.is_trial ? 'success.trial' : 'success.plan', {
            name: planName(found.license_type),
            count: found.duration,
          })}{' '}
          <Anchor component={Link} to={paths.plan(found.id)} state={licenceRouteState(found)} fw={700}>
            {t('success.seePlan')}
          </Anchor>
        </Text>
      </Alert>
    );
  }
  if (timedOut) {
    return (
      <Text fw={600} role="status">
        {t('success.late')}
      </Text>
    );
  }
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" aria-hidden />
      <Text fw={600}>{t('success.waiting')}</Text>
    </Group>
  );
}

/**
 * Success (/success, accounts §2): where a paid checkout lands. The licence comes by itself (the provider tells
 * the server); the page says so, names the billing contact and leads to the dashboard. Arriving from a provider's
 * page reloads the app, so the session is restored from the current-user call first.
 */
export default function SuccessPage() {
  const { t } = useTranslation(['pages', 'plans']);
  usePageTitle(t('success.pageTitle'));
  const user = useCurrentUser();
  const session = useRestoreSession(user === undefined);
  const billing = billingEmail();

  useEffect(() => {
    if (session.isError) forgetRememberMe();
  }, [session.isError]);

  return (
    <Container size="sm" py="xl">
      <Paper radius="xl" p={{ base: 'lg', sm: 40 }} withBorder>
        <Stack gap="md">
          <Title order={1}>{t('success.title')}</Title>
          <Text size="lg">{t('success.thanks')}</Text>
          <Text>
            <Trans
              t={t}
              i18nKey="success.refresh"
              components={{ profile: <Anchor component={Link} to={paths.profile} fw={700} /> }}
            />
          </Text>
          <Text>{t('success.paypal')}</Text>
          {user && <LicenceWatch />}
          <Text>
            <Trans
              t={t}
              i18nKey="success.billing"
              components={{
                mail: (
                  <Anchor href={`mailto:${billing}`} fw={700}>
                    {billing}
                  </Anchor>
                ),
              }}
            />
          </Text>
          <Group>
            <Button component={Link} to={paths.home} size="lg">
              {t('success.dashboard')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
