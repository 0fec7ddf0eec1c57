import { useState } from 'react';
import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { UserDto, WordlistDto } from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../lib/paths';
import { useRequireVerifiedUser } from '../../lib/require-verified-user';
import {
  forgetDeletedWordlist,
  selectCreatedWordlist,
  useWordlistSelection,
  type WordlistSelection,
} from '../../lib/wordlist-selection';
import {
  appendMyWordlist,
  flattenPages,
  removeWordlist,
  replaceWordlist,
  useMyWordlists,
  useWordlistSearch,
  wordsText,
} from '../../lib/wordlists';
import { CreateWordlistForm } from './create-wordlist-form';
import { EditWordlistDialog } from './edit-wordlist-dialog';
import { WordlistCard } from './wordlist-card';
import { WordlistResults } from './wordlist-results';
import { WordlistSearch } from './wordlist-search';
import classes from './wordlists.module.css';

const CREATE_FORM_ID = 'create-wordlist';

interface SelectedPanelProps {
  list: WordlistDto | undefined;
  selection: WordlistSelection;
}

/** The list games use now (core §2), and 'select on all devices' when this device chose another (core §4). */
function SelectedPanel({ list, selection }: SelectedPanelProps) {
  const { t } = useTranslation('wordlists');
  return (
    <Paper component="section" aria-labelledby="selected-wordlist" radius="xl" p="lg" className={classes.selected}>
      <Title id="selected-wordlist" order={2} size="h4" mb={6}>
        {t('myWordlists.selected.heading')}
      </Title>
      {list ? (
        <>
          <Text fw={800} size="lg">
            {list.theme}
          </Text>
          <Text className={classes.words}>{wordsText(list.words)}</Text>
        </>
      ) : (
        <Text>
          {selection.selectedId === null ? t('myWordlists.selected.none') : t('myWordlists.selected.furtherDown')}
        </Text>
      )}
      {selection.differsFromServer && (
        <Button mt="sm" variant="light" onClick={() => void selection.selectOnAllDevices()}>
          {t('myWordlists.selectOnAllDevices')}
        </Button>
      )}
    </Paper>
  );
}

function MyWordlists({ user }: { user: UserDto }) {
  const { t } = useTranslation('wordlists');
  const queryClient = useQueryClient();
  const selection = useWordlistSelection(user);
  const [creating, setCreating] = useState(false);
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<WordlistDto | null>(null);
  const mine = useMyWordlists();
  const search = useWordlistSearch(query, false);
  const searching = query !== '';
  const ownLists = flattenPages(mine.data);
  const selectedList =
    selection.selectedId === null
      ? undefined
      : (ownLists.find((list) => list.id === selection.selectedId) ??
        flattenPages(search.data).find((list) => list.id === selection.selectedId));

  function handleCreated(list: WordlistDto) {
    appendMyWordlist(queryClient, list);
    selectCreatedWordlist(queryClient, user, list.id);
    setCreating(false);
  }

  function handleDeleted(list: WordlistDto) {
    removeWordlist(queryClient, list.id);
    void forgetDeletedWordlist(queryClient, user, list.id);
  }

  function handleSaved(list: WordlistDto) {
    replaceWordlist(queryClient, list);
    setEditing(null);
  }

  return (
    <Stack gap="xl">
      <SelectedPanel list={selectedList} selection={selection} />

      <Stack gap="md" align="flex-start">
        <Button
          size="md"
          variant={creating ? 'default' : 'filled'}
          aria-expanded={creating}
          aria-controls={creating ? CREATE_FORM_ID : undefined}
          onClick={() => setCreating((open) => !open)}
        >
          {creating ? t('myWordlists.cancelCreate') : t('myWordlists.createNew')}
        </Button>
        {creating && (
          <div style={{ alignSelf: 'stretch' }}>
            <CreateWordlistForm id={CREATE_FORM_ID} user={user} onCreated={handleCreated} />
          </div>
        )}
      </Stack>

      <section aria-labelledby="own-wordlists">
        <Title id="own-wordlists" order={2} size="h3" mb="md">
          {t('myWordlists.heading')}
        </Title>
        <Stack gap="lg">
          <WordlistSearch onSearch={setQuery} />
          <WordlistResults
            query={searching ? search : mine}
            emptyText={searching ? t('results.nothingFound') : t('myWordlists.empty')}
            renderCard={(list) => (
              <WordlistCard
                list={list}
                user={user}
                selected={list.id === selection.selectedId}
                onSelect={(chosen) => selection.select(chosen.id)}
                onEdit={setEditing}
                onChanged={(changed) => replaceWordlist(queryClient, changed)}
                onDeleted={handleDeleted}
              />
            )}
          />
        </Stack>
      </section>

      <EditWordlistDialog list={editing} onSaved={handleSaved} onClose={() => setEditing(null)} />
    </Stack>
  );
}

/**
 * My Wordlists (/my-wordlists, core §2): the selected list, the create form, a search of her own lists and her
 * lists 50 at a time, each with Select, Edit, Publish and Delete.
 */
export default function MyWordlistsPage() {
  const { t } = useTranslation('wordlists');
  const title = t('myWordlists.title');
  usePageTitle(title);
  const user = useRequireVerifiedUser();
  if (!user) return <PageLoader />;

  return (
    <Container size="xl" py="xl">
      <div className={classes.top}>
        <Title order={1}>{title}</Title>
        <Group>
          <Button component={Link} to={paths.publicWordlists} size="md" variant="light">
            {t('myWordlists.findPublic')}
          </Button>
        </Group>
      </div>
      <MyWordlists user={user} />
    </Container>
  );
}
