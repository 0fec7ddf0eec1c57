import { useState } from 'react';
import { Button, Group, Loader, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  canPlayGame,
  getEntitlements,
  normaliseTheme,
  THEME_MAX_LENGTH,
  type ClassListDto,
  type UserDto,
  type WordlistDto,
} from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorList } from '../../components/error-messages';
import { LoadError } from '../../components/load-error';
import { errorMessages } from '../../lib/form-errors';
import { gameName } from '../../lib/game-manifests';
import { SHOWN_GAMES } from '../../lib/games';
import { useLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { selectCreatedWordlist } from '../../lib/wordlist-selection';
import { appendMyWordlist, createWordlist, wordsText } from '../../lib/wordlists';
import { classKeys, resetClassWords, useClassLists, useClassWords, useWordlist } from './classes-api';
import { hardestWords, heatColour, heatOf, UNPLAYED_COLOUR } from './heat';
import classes from './classes.module.css';

/** How many of the most missed words 'Practise the hard words' takes. */
export const PRACTISE_WORDS = 10;
/** How many games the 'play it now' picker offers. */
const PICKER_GAMES = 6;

/** The word games her plan plays (built, not a tool), in the catalogue's order. */
function wordGamesFor(user: UserDto) {
  const entitlements = getEntitlements({ activePlan: user.current_plan_type });
  return SHOWN_GAMES.filter(
    (game) => game.has_template && game.uses_words && !game.is_tool && canPlayGame(entitlements, game),
  ).slice(0, PICKER_GAMES);
}

/** '<theme>: hard words', within a theme's length. */
function practiseTheme(theme: string | null, make: (theme: string) => string, fallback: string): string {
  if (!theme) return fallback;
  let base = theme;
  while (base.length > 0 && normaliseTheme(make(base)).length > THEME_MAX_LENGTH) base = base.slice(0, -1);
  return normaliseTheme(make(base.trim() || theme));
}

interface HardWordsProps {
  classId: number;
  user: UserDto;
}

/** The class's hard words: the lists it played, a heat map of one, 'practise the hard words' and 'forget'. */
export function HardWords({ classId, user }: HardWordsProps) {
  const { t } = useTranslation('classes');
  const lists = useClassLists(classId);
  const [chosen, setChosen] = useState<number | null>(null);
  const wordlistId = chosen ?? lists.data?.[0]?.wordlist_id ?? null;

  let body;
  if (lists.isPending) {
    body = (
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text>{t('words.loading')}</Text>
      </Group>
    );
  } else if (lists.isError) {
    body = <LoadError message={t('words.loadFailed')} error={lists.error} onRetry={() => void lists.refetch()} />;
  } else if (lists.data.length === 0 || wordlistId === null) {
    body = <Text>{t('words.empty')}</Text>;
  } else {
    const list = lists.data.find((item) => item.wordlist_id === wordlistId) ?? lists.data[0]!;
    body = (
      <Stack gap="md">
        <NativeSelect
          label={t('words.list')}
          value={String(list.wordlist_id)}
          onChange={(event) => setChosen(Number(event.currentTarget.value))}
          data={lists.data.map((item) => ({
            value: String(item.wordlist_id),
            label: t('words.listOption', { theme: item.theme ?? t('words.unknownList'), count: item.words_played }),
          }))}
          maw={480}
        />
        <ListWords key={list.wordlist_id} classId={classId} list={list} user={user} />
      </Stack>
    );
  }

  return (
    <Paper component="section" withBorder radius="xl" p="lg" aria-labelledby="hard-words">
      <Title order={2} size="h3" id="hard-words" mb={4}>
        {t('words.heading')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('words.intro')}
      </Text>
      {body}
    </Paper>
  );
}

interface ListWordsProps {
  classId: number;
  list: ClassListDto;
  user: UserDto;
}

function ListWords({ classId, list, user }: ListWordsProps) {
  const { t } = useTranslation('classes');
  const queryClient = useQueryClient();
  const words = useClassWords(classId, list.wordlist_id);
  // The list itself, for its words in order and those not played yet (absent when she can no longer read it).
  const wordlist = useWordlist(list.theme === null ? null : list.wordlist_id);
  const [forgetting, setForgetting] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [made, setMade] = useState<WordlistDto | null>(null);
  const [making, setMaking] = useState(false);

  if (words.isPending || (list.theme !== null && wordlist.isPending)) {
    return (
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text>{t('words.loading')}</Text>
      </Group>
    );
  }
  if (words.isError) {
    return <LoadError message={t('words.loadFailed')} error={words.error} onRetry={() => void words.refetch()} />;
  }

  const counts = words.data.words;
  const tiles = heatOf(wordlist.data?.words ?? [], counts);
  const hardest = hardestWords(counts, PRACTISE_WORDS);

  async function practise() {
    setErrors([]);
    setMaking(true);
    try {
      const theme = practiseTheme(
        list.theme,
        (base) => t('words.practiseTheme', { theme: base }),
        t('words.practiseThemeFallback'),
      );
      const created = await createWordlist({ theme, words: hardest, is_private: true });
      appendMyWordlist(queryClient, created);
      selectCreatedWordlist(queryClient, user, created.id);
      setMade(created);
    } catch (error) {
      setErrors([t('words.practiseFailed'), ...errorMessages(error)]);
    } finally {
      setMaking(false);
    }
  }

  async function forget() {
    setForgetting(false);
    setErrors([]);
    try {
      await resetClassWords(classId, list.wordlist_id);
      await queryClient.invalidateQueries({ queryKey: classKeys.words(classId, list.wordlist_id) });
      void queryClient.invalidateQueries({ queryKey: classKeys.lists(classId) });
    } catch (error) {
      setErrors(errorMessages(error));
    }
  }

  return (
    <Stack gap="md">
      <ul className={classes.heatMap} aria-label={t('words.heading')}>
        {tiles.map((tile) => {
          const label =
            tile.share === null
              ? t('words.tileUnplayed', { word: tile.word })
              : t('words.tile', { word: tile.word, missed: tile.missed, asked: tile.asked });
          return (
            <li
              key={tile.word}
              className={classes.tile}
              style={{ background: heatColour(tile.share) }}
              title={label}
              aria-label={label}
              data-share={tile.share === null ? 'none' : tile.share.toFixed(2)}
            >
              <span aria-hidden>{tile.word}</span>
              {tile.share !== null && (
                <span className={classes.tileCount} aria-hidden>
                  {tile.missed}/{tile.asked}
                </span>
              )}
            </li>
          );
        })}
      </ul>

      <div className={classes.legend} role="group" aria-label={t('words.legend')}>
        <span>{t('words.legendCool')}</span>
        <span
          className={classes.legendScale}
          style={{ background: `linear-gradient(90deg, ${[0, 0.25, 0.5, 0.75, 1].map(heatColour).join(', ')})` }}
          aria-hidden
        />
        <span>{t('words.legendHot')}</span>
        <span className={classes.legendGrey} style={{ background: UNPLAYED_COLOUR }} aria-hidden />
        <span>{t('words.legendGrey')}</span>
      </div>

      <ErrorList messages={errors} />

      {made ? (
        <PlayNow classId={classId} list={made} user={user} />
      ) : (
        <Stack gap={4} align="flex-start">
          <Group gap="sm">
            <Button onClick={() => void practise()} disabled={hardest.length === 0} loading={making}>
              {t('words.practise')}
            </Button>
            <Button variant="subtle" color="red" onClick={() => setForgetting(true)} disabled={counts.length === 0}>
              {t('words.forget')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {hardest.length === 0 ? t('words.practiseNone') : t('words.practiseHelp', { count: hardest.length })}
          </Text>
        </Stack>
      )}

      <ConfirmDialog
        opened={forgetting}
        title={t('words.forgetTitle')}
        confirmLabel={t('words.forgetConfirm')}
        cancelLabel={t('words.cancel')}
        confirmColor="red"
        onConfirm={() => void forget()}
        onCancel={() => setForgetting(false)}
      >
        {t('words.forgetText')}
      </ConfirmDialog>
    </Stack>
  );
}

/** After 'Practise the hard words': the new list, a few word games to play it with the class now, or the dashboard. */
function PlayNow({ classId, list, user }: { classId: number; list: WordlistDto; user: UserDto }) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  const games = wordGamesFor(user);
  return (
    <Paper radius="lg" p="md" className={classes.made} role="status">
      <Text fw={700} mb="xs">
        {t('words.practiseMade', { theme: list.theme, words: wordsText(list.words) })}
      </Text>
      <Text size="sm" mb="xs">
        {t('words.playNow')}
      </Text>
      <Group gap="xs">
        {games.map((game) => (
          <Button
            key={game.internal_name}
            component={Link}
            to={`${paths.game(game.internal_name)}?wl=${list.id}&class=${classId}`}
            variant="light"
          >
            {t('words.play', { name: gameName(game.internal_name, language) })}
          </Button>
        ))}
        <Button component={Link} to={paths.home} variant="subtle">
          {t('words.toDashboard')}
        </Button>
      </Group>
    </Paper>
  );
}
