import { useEffect, useState } from 'react';
import { Anchor, Badge, Button, Group, Loader, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_PEOPLE_QUERY_MAX, licenceTypeName, type AdminUserSummary } from '@playwords/common';
import { LoadError } from '../../../components/load-error';
import { paths } from '../../../lib/paths';
import { dateTime } from '../shared/admin-api';
import { peopleKeys, searchPeople } from './people-api';
import classes from '../admin.module.css';

/** How long typing pauses before the list follows it. */
const SEARCH_DELAY_MS = 400;

const MATCHED_BY: Record<AdminUserSummary['matched_by'], string> = {
  name: 'Name or e-mail',
  licence: 'Licence key',
  order: 'Order',
};

/** Her state in a few badges: suspended, banned, uploads off, e-mail not verified. */
export function StateBadges({ person }: { person: AdminUserSummary }) {
  return (
    <Group gap={4}>
      {person.banned && <Badge color="red">Banned</Badge>}
      {person.suspended && <Badge color="orange">Suspended</Badge>}
      {person.uploads_restricted && <Badge color="yellow">Uploads off</Badge>}
      {!person.has_valid_email && <Badge color="gray">E-mail not verified</Badge>}
      {person.is_superuser && <Badge variant="light">Operator</Badge>}
    </Group>
  );
}

/** The search: the text lives in the address (`?q=`), so going back from her page finds the list again. */
export function PeopleSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  // The list follows the typing after a short pause (Enter or Search runs it at once).
  useEffect(() => {
    const text = draft.trim();
    if (text === q) return;
    const timer = window.setTimeout(() => setParams(text ? { q: text } : {}, { replace: true }), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft, q, setParams]);
  const query = useQuery({
    queryKey: peopleKeys.search(q),
    queryFn: ({ signal }) => searchPeople(q, signal),
    enabled: q !== '',
  });

  return (
    <section aria-labelledby="admin-people">
      <Title id="admin-people" order={2} mb="xs">
        People
      </Title>
      <Text c="dimmed" mb="md">
        Find a teacher to see her plan, licences, orders, sessions, uploads, lists and the mails sent to her.
      </Text>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const text = draft.trim();
          setParams(text ? { q: text } : {});
        }}
      >
        <Group align="flex-end" mb="md">
          <TextInput
            label="Find a teacher"
            placeholder="Name, e-mail, licence key or order id"
            value={draft}
            maxLength={ADMIN_PEOPLE_QUERY_MAX}
            onChange={(event) => setDraft(event.currentTarget.value)}
            style={{ flex: 1, minWidth: '14rem' }}
          />
          <Button type="submit">Search</Button>
        </Group>
      </form>
      {q === '' ? null : query.isPending ? (
        <Loader aria-label="Searching" />
      ) : query.isError ? (
        <LoadError message="The search failed." error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.results.length === 0 ? (
        <Text>Nobody matches “{q}”.</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="xs">
            {query.data.count === 1 ? '1 teacher' : `${query.data.count} teachers`}
            {query.data.count >= 50 ? ' (the first 50: type more to narrow it)' : ''}
          </Text>
          <div className={classes.tableWrap}>
            <Table striped highlightOnHover aria-label="Teachers found">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Username</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>E-mail</Table.Th>
                  <Table.Th>Plan</Table.Th>
                  <Table.Th>Joined</Table.Th>
                  <Table.Th>Found by</Table.Th>
                  <Table.Th>State</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.results.map((person) => (
                  <Table.Tr key={person.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`${paths.adminSection('people')}/${person.id}`}>
                        {person.username}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{person.display_name}</Table.Td>
                    <Table.Td>{person.email}</Table.Td>
                    <Table.Td>{licenceTypeName(person.plan ?? 'BAS')}</Table.Td>
                    <Table.Td>{dateTime(person.date_joined)}</Table.Td>
                    <Table.Td>{MATCHED_BY[person.matched_by]}</Table.Td>
                    <Table.Td>
                      <StateBadges person={person} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        </>
      )}
    </section>
  );
}
