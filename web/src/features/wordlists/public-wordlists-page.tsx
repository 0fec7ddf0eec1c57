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
import { meQueryKey } from '../../lib/session';
import { forgetDeletedWordlist } from '../../lib/wordlist-selection';
import { removeWordlist, replaceWordlist, useWordlistSearch, wordlistKeys } from '../../lib/wordlists';
import { PublicWordlistCard } from './public-wordlist-card';
import { WordlistResults } from './wordlist-results';
import { WordlistSearch } from './wordlist-search';
import classes from './wordlists.module.css';

/** Themes of the official starter lists, offered as one-tap searches (English words: the lists' own themes). */
const SUGGESTIONS = ['animals', 'colours', 'numbers', 'fruit', 'food', 'body', 'family', 'clothes', 'weather', 'toys'];

function PublicWordlists({ user }: { user: UserDto }) {
  const { t } = useTranslation('wordlists');
  const queryClient = useQueryClient();
  const [query, setQuery] = useState('');
  const search = useWordlistSearch(query, true);

  function handleSearch(text: string) {
    // Core §5: a blank public query is ignored (the lists shown stay); 'Show all public wordlists' goes back.
    if (text !== '') setQuery(text);
  }

  function handleSaved(list: WordlistDto) {
    // Core §4: 'Saved', and its like count one higher here.
    replaceWordlist(queryClient, { ...list, likes: list.likes + 1 });
    queryClient.setQueryData<UserDto>(meQueryKey, (me) =>
      me && !me.favourite_wordlists.includes(list.id)
        ? { ...me, favourite_wordlists: [...me.favourite_wordlists, list.id] }
        : me,
    );
    void queryClient.invalidateQueries({ queryKey: wordlistKeys.mine });
  }

  function handleRemoved(list: WordlistDto, deleted: boolean) {
    removeWordlist(queryClient, list.id, ['wordlists', 'search', 'public']);
    if (deleted) {
      removeWordlist(queryClient, list.id);
      void forgetDeletedWordlist(queryClient, user, list.id);
    }
  }

  return (
    <Stack gap="lg">
      <WordlistSearch onSearch={handleSearch} />
      <Stack gap="sm" align="flex-start">
        <Text>{t('publicWordlists.suggestions')}</Text>
        <Group gap="xs">
          {SUGGESTIONS.map((theme) => (
            <Button
              key={theme}
              variant={query === theme ? 'filled' : 'light'}
              radius="xl"
              aria-pressed={query === theme}
              onClick={() => setQuery(theme)}
            >
              {theme}
            </Button>
          ))}
        </Group>
      </Stack>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} size="h3">
          {query === '' ? t('publicWordlists.mostLiked') : t('publicWordlists.withQuery', { query })}
        </Title>
        {query !== '' && (
          <Button variant="subtle" onClick={() => setQuery('')}>
            {t('publicWordlists.showAll')}
          </Button>
        )}
      </Group>
      <WordlistResults
        query={search}
        emptyText={query === '' ? t('publicWordlists.empty') : t('results.nothingFound')}
        renderCard={(list) => (
          <PublicWordlistCard
            list={list}
            user={user}
            saved={user.favourite_wordlists.includes(list.id)}
            onSaved={handleSaved}
            onRemoved={handleRemoved}
          />
        )}
      />
    </Stack>
  );
}

/**
 * Public Wordlists (/public-wordlists, core §2): everyone's published lists, most liked first, 50 at a time with
 * LOAD MORE, and a search of them; each can be saved ('Add To List') and played. A blank search is ignored.
 */
export default function PublicWordlistsPage() {
  const { t } = useTranslation('wordlists');
  const title = t('publicWordlists.title');
  usePageTitle(title);
  const user = useRequireVerifiedUser();
  if (!user) return <PageLoader />;

  return (
    <Container size="xl" py="xl">
      <div className={classes.top}>
        <Title order={1}>{title}</Title>
        <Button component={Link} to={paths.myWordlists} size="md" variant="light">
          {t('publicWordlists.back')}
        </Button>
      </div>
      <Paper className={classes.banner} radius="xl" p="lg" mb="xl">
        <Text fw={800} size="xl">
          {t('publicWordlists.banner')}
        </Text>
      </Paper>
      <PublicWordlists user={user} />
    </Container>
  );
}
