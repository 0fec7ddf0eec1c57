import { useState } from 'react';
import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { licenceTitle, licenceTypeName, type LicenceDto, type UserDto } from '@playwords/common';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorList } from '../../components/error-messages';
import { StatusBadge } from '../../components/status-badge';
import { PageLoader } from '../../components/page-loader';
import { usePageTitle } from '../../components/use-page-title';
import { ApiError } from '../../lib/api';
import { errorMessages } from '../../lib/form-errors';
import {
  datePart,
  daysText,
  deactivateLicence,
  fetchLicence,
  licenceFromState,
  licenceKeys,
  licenceRouteState,
  licenceStatus,
  licenceStatusNote,
} from '../../lib/licences';
import { paths } from '../../lib/paths';
import { useRequireSession } from '../../lib/session';
import detailList from '../../components/detail-list.module.css';
import classes from './my-plan-page.module.css';
import { LoadError } from '../../components/load-error';

/** The cancel confirmation of accounts §8, word for word. */
const CANCEL_CONFIRM_TEXT =
  'Are you sure you want to cancel your billing subscription? Your license will no longer auto-renew.';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The licence detail list (accounts §2, §3, §4). */
function LicenceDetails({ licence }: { licence: LicenceDto }) {
  const rows: Array<[string, string]> = [
    ['Type', licenceTypeName(licence.license_type)],
    ['Trial or plan', licence.is_trial ? 'Trial' : 'Plan'],
    ['License key', licence.id],
    ['Purchased', datePart(licence.date_purchased) ?? 'Unknown'],
    ['Activated', datePart(licence.time_activated) ?? 'Not yet'],
    ['Duration', daysText(licence.duration)],
    ['Remaining', daysText(licence.remaining_days)],
    ['Active', yesNo(licence.is_active)],
    ['Expired', yesNo(licence.is_expired)],
    ['Auto-renew', yesNo(licence.will_auto_renew)],
    // Only a renewing licence has a renewal date; the days left already say when any other one ends.
    ...(licence.will_auto_renew ? [['Renews on', datePart(licence.renew_time) ?? 'Not set'] as [string, string]] : []),
  ];
  return (
    <dl className={detailList.details}>
      {rows.map(([term, value]) => (
        <div key={term} className={detailList.row}>
          <dt>{term}</dt>
          <dd className={term === 'License key' ? classes.key : undefined}>{value}</dd>
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
        Cancel Subscription
      </Button>
      <ErrorList messages={errors} />
      <ConfirmDialog
        opened={confirming}
        title="Cancel your subscription?"
        confirmLabel="Yes, cancel it"
        cancelLabel="No, keep it"
        confirmColor="red"
        onConfirm={() => void cancel()}
        onCancel={() => setConfirming(false)}
      >
        {CANCEL_CONFIRM_TEXT}
      </ConfirmDialog>
    </Stack>
  );
}

function NotFound() {
  return (
    <Stack gap="md">
      <Text size="lg">We could not find this license. It may have been typed wrong or belong to another account.</Text>
      <Anchor component={Link} to={paths.profile} fw={700}>
        Back to your profile
      </Anchor>
    </Stack>
  );
}

function LicenceView({ id, user }: { id: string; user: UserDto }) {
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
      <LoadError
        message="This license could not be loaded."
        error={query.error}
        onRetry={() => void query.refetch()}
        size="lg"
      />
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
        <Title order={2}>{licenceTitle(licence)}</Title>
        <StatusBadge size="lg" color={licence.is_active ? 'green' : licence.is_expired ? 'gray' : 'yellow'}>
          {licenceStatus(licence)}
        </StatusBadge>
      </Group>
      {licenceStatusNote(licence) && <Text>{licenceStatusNote(licence)}</Text>}
      <LicenceDetails licence={licence} />
      {cancelled && (
        <Alert color="green" variant="light" radius="lg">
          Auto-renew is off. Your license stays usable until its days run out.
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
  usePageTitle('My Plan');
  const { id = '' } = useParams();
  const user = useRequireSession(paths.home);

  return (
    <Container size="md" py="xl">
      <Title order={1} mb="lg">
        My Plan
      </Title>
      <Paper radius="xl" p={{ base: 'lg', sm: 'xl' }} withBorder>
        {user ? <LicenceView key={id} id={id} user={user} /> : <PageLoader />}
      </Paper>
    </Container>
  );
}
