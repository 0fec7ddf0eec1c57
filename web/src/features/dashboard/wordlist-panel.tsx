import '../../components/form-styles';
import { Anchor, Button, Center, Loader, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import type { UserDto, WordlistDto } from '@playwords/common';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useWordlistSelection } from '../../lib/wordlist-selection';
import { flattenPages, useMyWordlists } from '../../lib/wordlists';
import { LoadError } from '../../components/load-error';
import { PresentOneAtATime } from '../../components/present-one-at-a-time';

/** How many words of the selected list the panel shows. */
const PREVIEW_WORDS = 8;

function WordsPreview({ list }: { list: WordlistDto }) {
  const shown = list.words.slice(0, PREVIEW_WORDS).join(', ');
  const more = list.words.length - PREVIEW_WORDS;
  return (
    <Text style={{ overflowWrap: 'anywhere' }}>
      {shown}
      {more > 0 && ` … and ${more} more`}
    </Text>
  );
}

function PanelBody({ user }: { user: UserDto }) {
  const query = useMyWordlists();
  const selection = useWordlistSelection(user);

  if (query.isPending) {
    return (
      <Center py="md">
        <Loader aria-label="Loading your wordlists" />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        message="Your wordlists could not be loaded."
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const lists = flattenPages(query.data);
  if (lists.length === 0) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>You have no wordlists yet.</Text>
        <Button component={Link} to={paths.myWordlists}>
          Create A Wordlist
        </Button>
      </Stack>
    );
  }

  const selected = lists.find((list) => list.id === selection.selectedId);
  const options = [
    ...(selected ? [] : [{ value: '', label: 'Choose a wordlist', disabled: true }]),
    ...lists.map((list) => ({ value: String(list.id), label: list.theme })),
  ];

  return (
    <Stack gap="sm">
      {selected ? (
        <Stack gap={6} align="flex-start" data-testid="selected-wordlist">
          <Text fw={800} size="lg">
            {selected.theme}
          </Text>
          <WordsPreview list={selected} />
          <PresentOneAtATime user={user} />
        </Stack>
      ) : (
        <Text>No wordlist is selected yet: choose one below.</Text>
      )}
      <NativeSelect
        label="Switch wordlist"
        data={options}
        value={selected ? String(selected.id) : ''}
        onChange={(event) => {
          const id = Number(event.currentTarget.value);
          if (Number.isInteger(id) && id > 0) selection.select(id);
        }}
      />
      {selection.differsFromServer && (
        <Button variant="light" onClick={() => void selection.selectOnAllDevices()}>
          select on all devices
        </Button>
      )}
      <Anchor component={Link} to={paths.myWordlists} fw={700}>
        Manage My Wordlists
      </Anchor>
    </Stack>
  );
}

/**
 * The dashboard's word-list panel (core §2): the selected list (and 'Present one at a time', its words as
 * flashcards), a switch between her lists, and My Wordlists.
 */
export function WordlistPanel({ user }: { user: UserDto }) {
  return (
    <Paper component="section" withBorder radius="xl" p="lg" aria-labelledby="dashboard-wordlists">
      <Title id="dashboard-wordlists" order={2} size="h3" mb="sm">
        Your word lists
      </Title>
      {user.has_valid_email ? (
        <PanelBody user={user} />
      ) : (
        // Core §6: word lists wait for a valid e-mail.
        <Stack gap="sm" align="flex-start">
          <Text>Activate your e-mail address to make and choose word lists.</Text>
          <Anchor component={Link} to={paths.activateReminder} fw={700}>
            Activate your e-mail
          </Anchor>
        </Stack>
      )}
    </Paper>
  );
}
