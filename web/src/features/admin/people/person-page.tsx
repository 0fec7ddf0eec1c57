import { useState, type ReactNode } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Loader,
  NumberInput,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ADMIN_GRANT_DAYS_MAX, licenceTitle, type AdminUserDetail, type LicenceDto } from '@playwords/common';
import { LoadError } from '../../../components/load-error';
import { paths } from '../../../lib/paths';
import { adminKeys, dateTime } from '../shared/admin-api';
import { ReasonDialog } from '../shared/reason-dialog';
import { fetchPerson, peopleKeys, takeBackLicence } from './people-api';
import { PersonActions } from './person-actions';
import { StateBadges } from './people-search';
import classes from '../admin.module.css';
import own from './people.module.css';

/** A part of her page: a heading and its content, or what to say when it is empty. */
function Part({ title, empty, children }: { title: string; empty: string | false; children: ReactNode }) {
  const id = `person-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <Title id={id} order={3} mb="xs">
        {title}
      </Title>
      {empty ? <Text c="dimmed">{empty}</Text> : children}
    </section>
  );
}

/** A table that scrolls sideways on a phone. */
function Rows({ label, head, children }: { label: string; head: string[]; children: ReactNode }) {
  return (
    <div className={classes.tableWrap}>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {head.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </div>
  );
}

const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function licenceState(licence: LicenceDto): string {
  if (licence.is_active) return `Running, ${licence.remaining_days} days left`;
  if (licence.is_expired) return 'Over';
  return `Paused, ${licence.remaining_days} days left`;
}

function Account({ person }: { person: AdminUserDetail }) {
  const r = person.restrictions;
  const facts: [string, ReactNode][] = [
    ['Username', person.username],
    ['Name', person.display_name || '—'],
    ['E-mail', person.email],
    ['E-mail verified', person.has_valid_email ? `Yes, ${dateTime(person.email_verified_at)}` : 'No'],
    ...(person.email_to_activate ? ([['Changing e-mail to', person.email_to_activate]] as [string, ReactNode][]) : []),
    ['Joined', dateTime(person.date_joined)],
    ['Accepted the terms', dateTime(person.accepted_terms_at)],
    [
      'Uploads',
      r.uploads_restricted_at
        ? `Restricted ${dateTime(r.uploads_restricted_at)}: ${r.uploads_restricted_reason ?? ''}`
        : 'Allowed',
    ],
    ['Suspended', r.suspended_until ? `Until ${dateTime(r.suspended_until)}: ${r.suspended_reason ?? ''}` : 'No'],
    ['Banned', r.banned_at ? `Since ${dateTime(r.banned_at)}: ${r.banned_reason ?? ''}` : 'No'],
  ];
  return (
    <Part title="Account" empty={false}>
      <dl className={own.facts}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Part>
  );
}

/** Her page: the whole picture, and the actions. After an action the data is read again and a notice says so. */
export function PersonPage() {
  const params = useParams();
  const id = Number(params.id);
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const [takeBack, setTakeBack] = useState<LicenceDto | null>(null);
  const [takeBackDays, setTakeBackDays] = useState<number | string>(1);
  const query = useQuery({
    queryKey: peopleKeys.person(id),
    queryFn: ({ signal }) => fetchPerson(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });

  const done = async (text: string) => {
    setNotice(text);
    await queryClient.invalidateQueries({ queryKey: adminKeys.all });
  };

  const back = (
    <Anchor component={Link} to={paths.adminSection('people')}>
      Back to the search
    </Anchor>
  );
  if (!Number.isInteger(id) || id <= 0) return <Text>No such teacher. {back}</Text>;
  if (query.isPending) return <Loader aria-label="Loading the teacher" />;
  if (query.isError) {
    return (
      <Stack>
        {back}
        <LoadError
          message="This teacher could not be loaded."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </Stack>
    );
  }
  const person = query.data;
  return (
    <section aria-labelledby="person-heading">
      {back}
      <Group gap="sm" align="baseline" mt="sm" mb="xs">
        <Title id="person-heading" order={2}>
          {person.username}
        </Title>
        <Badge size="lg" variant="light" aria-label={`Plan: ${person.plan.name}`}>
          {person.plan.name}
        </Badge>
        <StateBadges
          person={{
            id: person.id,
            username: person.username,
            display_name: person.display_name,
            email: person.email,
            plan: person.plan.type,
            has_valid_email: person.has_valid_email,
            is_superuser: person.is_superuser,
            date_joined: person.date_joined,
            matched_by: 'name',
            uploads_restricted: person.restrictions.uploads_restricted_at !== null,
            suspended: person.restrictions.suspended_until !== null,
            banned: person.restrictions.banned_at !== null,
          }}
        />
      </Group>
      {notice && (
        <Paper role="status" withBorder p="sm" mb="md" bg="green.0">
          {notice}
        </Paper>
      )}
      <PersonActions person={person} onDone={done} />

      <Stack gap="xl">
        <Account person={person} />

        <Part title="Plan and licences" empty={false}>
          <Text mb="xs">
            Plan now: <strong>{person.plan.name}</strong>
            {person.plan.valid_until ? `, until ${dateTime(person.plan.valid_until)}` : ''}. Trials used: Pro{' '}
            {yesNo(person.used_pro_plan_trial)}, Premium {yesNo(person.used_premium_plan_trial)}.
          </Text>
          {person.licences.length === 0 ? (
            <Text c="dimmed">No licences.</Text>
          ) : (
            <Rows label="Licences" head={['Licence', 'Key', 'State', 'Days', 'Bought', 'Renews', '']}>
              {person.licences.map((licence) => (
                <Table.Tr key={licence.id}>
                  <Table.Td>{licenceTitle(licence)}</Table.Td>
                  <Table.Td>
                    <code>{licence.id}</code>
                  </Table.Td>
                  <Table.Td>{licenceState(licence)}</Table.Td>
                  <Table.Td>{licence.duration}</Table.Td>
                  <Table.Td>{dateTime(licence.date_purchased)}</Table.Td>
                  <Table.Td>{licence.will_auto_renew ? dateTime(licence.renew_time) : 'No'}</Table.Td>
                  <Table.Td>
                    {!licence.is_expired && (
                      <Button
                        size="xs"
                        variant="subtle"
                        aria-label={`Take back days of ${licence.id}`}
                        onClick={() => {
                          setTakeBackDays(licence.remaining_days || 1);
                          setTakeBack(licence);
                        }}
                      >
                        Take back days
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Rows>
          )}
        </Part>

        <Part title="Orders" empty={person.orders.length === 0 && 'No orders.'}>
          <Rows
            label="Orders"
            head={['Order', 'Plan', 'Amount', 'Provider', 'Status', 'Note', 'Licence', 'Created', 'Paid']}
          >
            {person.orders.map((order) => (
              <Table.Tr key={order.id}>
                <Table.Td>
                  {order.id}
                  <Text size="xs" c="dimmed">
                    {order.checkout_ref ?? ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {order.plan}, {order.months} mo, {order.payment === 'SUB' ? 'subscription' : 'one-time'}
                </Table.Td>
                <Table.Td>
                  {money(order.amount, order.currency)}
                  {order.refunded_amount > 0 ? ` (refunded ${money(order.refunded_amount, order.currency)})` : ''}
                </Table.Td>
                <Table.Td>{order.provider}</Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    miw="max-content"
                    color={order.status === 'paid' ? 'green' : order.status === 'failed' ? 'red' : 'gray'}
                  >
                    {order.status}
                  </Badge>
                </Table.Td>
                <Table.Td>{order.note ?? ''}</Table.Td>
                <Table.Td>{order.licence_id ?? '—'}</Table.Td>
                <Table.Td>{dateTime(order.created_at)}</Table.Td>
                <Table.Td>{dateTime(order.paid_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Rows>
        </Part>

        <Part title="Sessions" empty={person.sessions.length === 0 && 'Not signed in anywhere.'}>
          <Rows label="Sessions" head={['Session', 'Started', 'Ends', 'Remembered']}>
            {person.sessions.map((session) => (
              <Table.Tr key={session.label}>
                <Table.Td>{session.label}</Table.Td>
                <Table.Td>{dateTime(session.created_at)}</Table.Td>
                <Table.Td>{dateTime(session.expires_at)}</Table.Td>
                <Table.Td>{yesNo(session.remember)}</Table.Td>
              </Table.Tr>
            ))}
          </Rows>
        </Part>

        <Part title="Uploads" empty={person.uploads.count === 0 && 'No uploads.'}>
          <Text size="sm" c="dimmed" mb="xs">
            {person.uploads.count} in all; the latest:
          </Text>
          <Group gap="sm">
            {person.uploads.recent.map((upload) => (
              <Stack key={upload.id} gap={2} align="center" w={96}>
                <Image src={upload.thumbnail} alt={upload.name} w={64} h={64} fit="contain" />
                <Text size="xs" ta="center">
                  {upload.name}
                  {upload.is_banned ? ' (removed)' : upload.is_private ? '' : ' (public)'}
                </Text>
              </Stack>
            ))}
          </Group>
        </Part>

        <Part title="Word lists" empty={person.wordlists.count === 0 && 'No word lists.'}>
          <Text size="sm" c="dimmed" mb="xs">
            {person.wordlists.count} in all; the latest:
          </Text>
          <Rows label="Word lists" head={['Theme', 'Words', 'Public', 'Created']}>
            {person.wordlists.recent.map((list) => (
              <Table.Tr key={list.id}>
                <Table.Td>{list.theme}</Table.Td>
                <Table.Td>{list.words}</Table.Td>
                <Table.Td>{list.is_banned ? 'Removed' : yesNo(!list.is_private)}</Table.Td>
                <Table.Td>{dateTime(list.created_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Rows>
        </Part>

        <Part title="Mails" empty={person.mails.length === 0 && 'No mails sent to her addresses.'}>
          <Rows label="Mails" head={['Sent', 'Kind', 'To', 'Subject', 'Status', 'Tries', 'SMTP answer', 'Error']}>
            {person.mails.map((mail) => (
              <Table.Tr key={mail.id}>
                <Table.Td>{dateTime(mail.sent_at ?? mail.created_at)}</Table.Td>
                <Table.Td>{mail.kind}</Table.Td>
                <Table.Td>{mail.to}</Table.Td>
                <Table.Td>{mail.subject}</Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    miw="max-content"
                    color={mail.status === 'failed' ? 'red' : mail.status === 'pending' ? 'yellow' : 'green'}
                  >
                    {mail.status}
                  </Badge>
                </Table.Td>
                <Table.Td>{mail.attempts}</Table.Td>
                <Table.Td>{mail.smtp_response ?? '—'}</Table.Td>
                <Table.Td>{mail.last_error ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Rows>
        </Part>
      </Stack>

      <ReasonDialog
        opened={takeBack !== null}
        title="Take back days"
        confirmLabel="Confirm"
        confirmColor="orange"
        onClose={() => setTakeBack(null)}
        onConfirm={async (reason) => {
          const licence = takeBack!;
          const days = Number(takeBackDays);
          await takeBackLicence(person.id, { licence: licence.id, days, reason });
          await done(`${days} days taken back from ${licence.id}.`);
        }}
        extra={
          <NumberInput
            label="Days"
            min={1}
            max={ADMIN_GRANT_DAYS_MAX}
            allowDecimal={false}
            allowNegative={false}
            value={takeBackDays}
            onChange={setTakeBackDays}
          />
        }
      >
        Undo a grant: take its days back from {takeBack?.id}. When they are all it has left, it ends now.
      </ReasonDialog>
    </section>
  );
}
