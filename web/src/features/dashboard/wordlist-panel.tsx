import '../../components/form-styles';
import { Anchor, Button, Center, Loader, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import type { UserDto, WordlistDto } from '@playwords/common';
import { formatNumber } from '@playwords/common/i18n';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useWordlistSelection } from '../../lib/wordlist-selection';
import { flattenPages, useMyWordlists } from '../../lib/wordlists';
import { LoadError } from '../../components/load-error';
import { PresentOneAtATime } from '../../components/present-one-at-a-time';

/** How many words of the selected list the panel shows. */
const PREVIEW_WORDS = 8;

function WordsPreview({ list }: { list: WordlistDto }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const shown = list.words.slice(0, PREVIEW_WORDS).join(', ');
  const more = list.words.length - PREVIEW_WORDS;
  return (
    <Text style={{ overflowWrap: 'anywhere' }}>
      {shown}
      {more > 0 && t('panel.more', { number: formatNumber(more, language) })}
    </Text>
  );
}

function PanelBody({ user }: { user: UserDto }) {
  const { t } = useTranslation('dashboard');
  const query = useMyWordlists();
  const selection = useWordlistSelection(user);

  if (query.isPending) {
    return (
      <Center py="md">
        <Loader aria-label={t('panel.loading')} />
      </Center>
    );
  }
  if (query.isError) {
    return <LoadError message={t('panel.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  }

  const lists = flattenPages(query.data);
  if (lists.length === 0) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>{t('panel.empty')}</Text>
        <Button component={Link} to={paths.myWordlists}>
          {t('panel.create')}
        </Button>
      </Stack>
    );
  }

  const selected = lists.find((list) => list.id === selection.selectedId);
  const options = [
    ...(selected ? [] : [{ value: '', label: t('panel.choose'), disabled: true }]),
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
        <Text>{t('panel.noneSelected')}</Text>
      )}
      <NativeSelect
        label={t('panel.switch')}
        data={options}
        value={selected ? String(selected.id) : ''}
        onChange={(event) => {
          const id = Number(event.currentTarget.value);
          if (Number.isInteger(id) && id > 0) selection.select(id);
        }}
      />
      {selection.differsFromServer && (
        <Button variant="light" onClick={() => void selection.selectOnAllDevices()}>
          {t('panel.selectOnAllDevices')}
        </Button>
      )}
      <Anchor component={Link} to={paths.myWordlists} fw={700}>
        {t('panel.manage')}
      </Anchor>
      <ClassLinks />
    </Stack>
  );
}

/** A small way to her classes and lesson plans: the scores and hard words of the classes she plays with. */
function ClassLinks() {
  const { t } = useTranslation(['dashboard', 'common']);
  return (
    <Text size="sm" c="dimmed">
      {t('panel.classes')}{' '}
      <Anchor component={Link} to={paths.classes} fw={700} size="sm">
        {t('common:nav.myClasses')}
      </Anchor>
      {' · '}
      <Anchor component={Link} to={paths.lessons} fw={700} size="sm">
        {t('common:nav.lessonPlans')}
      </Anchor>
    </Text>
  );
}

/**
 * The dashboard's word-list panel (core §2): the selected list (and 'Present one at a time', its words as
 * flashcards), a switch between her lists, and My Wordlists.
 */
export function WordlistPanel({ user }: { user: UserDto }) {
  const { t } = useTranslation('dashboard');
  return (
    <Paper component="section" withBorder radius="xl" p="lg" aria-labelledby="dashboard-wordlists">
      <Title id="dashboard-wordlists" order={2} size="h3" mb="sm">
        {t('panel.heading')}
      </Title>
      {user.has_valid_email ? (
        <PanelBody user={user} />
      ) : (
        // Core §6: word lists wait for a valid e-mail.
        <Stack gap="sm" align="flex-start">
          <Text>{t('panel.activate')}</Text>
          <Anchor component={Link} to={paths.activateReminder} fw={700}>
            {t('panel.activateLink')}
          </Anchor>
        </Stack>
      )}
    </Paper>
  );
}
