import { useState } from 'react';
import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LicenceDto, UserDto } from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorList } from '../../components/error-messages';
import { StatusBadge } from '../../components/status-badge';
import { PageLoader } from '../../components/page-loader';
import { usePageTitle } from '../../components/use-page-title';
import { ApiError } from '../../lib/api';
import { errorMessages } from '../../lib/form-errors';
import { useLanguage } from '../../lib/i18n';
import {
  dateText,
  daysText,
  deactivateLicence,
  fetchLicence,
  licenceFromState,
  licenceKeys,
  licenceRouteState,
  licenceStatus,
  licenceStatusNote,
  licenceStatusText,
  licenceTitleText,
} from '../../lib/licences';
import { paths } from '../../lib/paths';
import { planName } from '../../lib/plans';
import { useRequireSession } from '../../lib/session';
import detailList from '../../components/detail-list.module.css';
import classes from './my-plan-page.module.css';
import { LoadError } from '../../components/load-error';

/** The licence detail list (accounts §2, §3, §4). */
function LicenceDetails({ licence }: { licence: LicenceDto }) {
  const { t } = useTranslation('plans');
  const language = useLanguage();
  const yesNo = (value: boolean) => (value ? t('myPlan.yes') : t('myPlan.no'));
  const rows: Array<{ term: string; value: string; isKey?: boolean }> = [
    { term: t('myPlan.rows.type'), value: planName(licence.license_type) },
    { term: t('myPlan.rows.trialOrPlan'), value: licence.is_trial ? t('myPlan.trial') : t('myPlan.plan') },
    { term: t('myPlan.rows.key'), value: licence.id, isKey: true },
    { term: t('myPlan.rows.purchased'), value: dateText(licence.date_purchased, language) ?? t('myPlan.unknown') },
    { term: t('myPlan.rows.activated'), value: dateText(licence.time_activated, language) ?? t('myPlan.notYet') },
    { term: t('myPlan.rows.duration'), value: daysText(licence.duration) },
    { term: t('myPlan.rows.remaining'), value: daysText(licence.remaining_days) },
    { term: t('myPlan.rows.active'), value: yesNo(licence.is_active) },
    { term: t('myPlan.rows.expired'), value: yesNo(licence.is_expired) },
    { term: t('myPlan.rows.autoRenew'), value: yesNo(licence.will_auto_renew) },
    // Only a renewing licence has a renewal date; the days left already say when any other one ends.
    ...(licence.will_auto_renew
      ? [{ term: t('myPlan.rows.renewsOn'), value: dateText(licence.renew_time, language) ?? t('myPlan.notSet') }]
      : []),
  ];
  return (
    <dl className={detailList.details}>
      {rows.map(({ term, value, isKey }) => (
        <div key={term} className={detailList.row}>
          <dt>{term}</dt>
          <dd className={isKey ? classes.key : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface CancelRenewalProps {
  licence: LicenceDto;
  onCancelled: (licence: LicenceDto) => void;
}

/** The red cancel button behind the spec's confirmation; errors are listed below it (accounts §8). */
function CancelRenewal({ licence, onCancelled }: CancelRenewalProps) {
  const { t } = useTranslation('plans');
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  async function cancel() {
    setConfirming(false);
    setErrors([]);
    setCancelling(true);
    try {
      onCancelled(await deactivateLicence(licence.id));
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setCancelling(false);
    }
  }

  return (
    <Stack gap="sm" align="flex-start">
      <Button color="red" size="md" loading={cancelling} onClick={() => setConfirming(true)}>
        {t('myPlan.cancel.button')}
      </Button>
      <ErrorList messages={errors} />
      <ConfirmDialog
        opened={confirming}
        title={t('myPlan.cancel.title')}
        confirmLabel={t('myPlan.cancel.confirm')}
        cancelLabel={t('myPlan.cancel.keep')}
        confirmColor="red"
        onConfirm={() => void cancel()}
        onCancel={() => setConfirming(false)}
      >
        {/* The cancel confirmation of accounts §8, word for word. */}
        {t('myPlan.cancel.text')}
      </ConfirmDialog>
    </Stack>
  );
}

function NotFound() {
  const { t } = useTranslation('plans');
  return (
    <Stack gap="md">
      <Text size="lg">{t('myPlan.notFound')}</Text>
      <Anchor component={Link} to={paths.profile} fw={700}>
        {t('myPlan.backToProfile')}
      </Anchor>
    </Stack>
  );
}

function LicenceView({ id, user }: { id: string; user: UserDto }) {
  const { t } = useTranslation('plans');
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [cancelled, setCancelled] = useState(false);
  const query = useQuery({
    queryKey: licenceKeys.detail(id),
    queryFn: ({ signal }) => fetchLicence(id, signal),
    // Opened from a licence card: the card's licence is shown without loading it again.
    initialData: () => licenceFromState(location.state, id),
  });

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
    return (
      <LoadError message={t('myPlan.loadFailed')} error={query.error} onRetry={() => void query.refetch()} size="lg" />
    );
  }

  const licence = query.data;
  const isOwner = licence.user_username === null || licence.user_username === user.username;

  function handleCancelled(updated: LicenceDto) {
    queryClient.setQueryData(licenceKeys.detail(id), updated);
    void queryClient.invalidateQueries({ queryKey: licenceKeys.list });
    // A reload must not bring back the licence the card carried before the change.
    void navigate(location.pathname, { replace: true, state: licenceRouteState(updated) });
    setCancelled(true);
  }

  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Title order={2}>{licenceTitleText(licence)}</Title>
        <StatusBadge size="lg" color={licence.is_active ? 'green' : licence.is_expired ? 'gray' : 'yellow'}>
          {licenceStatusText(licenceStatus(licence))}
        </StatusBadge>
      </Group>
      {licenceStatusNote(licence) && <Text>{licenceStatusNote(licence)}</Text>}
      <LicenceDetails licence={licence} />
      {cancelled && (
        <Alert color="green" variant="light" radius="lg">
          {t('myPlan.autoRenewOff')}
        </Alert>
      )}
      {isOwner && licence.will_auto_renew && <CancelRenewal licence={licence} onCancelled={handleCancelled} />}
    </Stack>
  );
}

/**
 * My Plan (/plan/{id}, accounts §2): the licence's details and, while it renews, the owner's red cancel button.
 * Opened from a card it shows the card's licence; otherwise it loads it. Without a session it asks the server
 * who is signed in, and goes to / if nobody is.
 */
export default function MyPlanPage() {
  const { t } = useTranslation('plans');
  usePageTitle(t('myPlan.title'));
  const { id = '' } = useParams();
  const user = useRequireSession(paths.home);

  return (
    <Container size="md" py="xl">
      <Title order={1} mb="lg">
        {t('myPlan.title')}
      </Title>
      <Paper radius="xl" p={{ base: 'lg', sm: 'xl' }} withBorder>
        {user ? <LicenceView key={id} id={id} user={user} /> : <PageLoader />}
      </Paper>
    </Container>
  );
}
