import '../../components/form-styles';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Table.css';
import { lazy, Suspense, useRef, useState } from 'react';
import { Anchor, Button, Container, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ClassDto, ClassScoreboardDto, ClassTeamDto, UserDto } from '@playwords/common';
import { formatDate, formatDateTime } from '@playwords/common/i18n';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ClassTotals } from '../../components/class-totals';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorList } from '../../components/error-messages';
import { LoadError } from '../../components/load-error';
import { PageLoader } from '../../components/page-loader';
import { TeamBadge } from '../../components/team-badge';
import { usePageTitle } from '../../components/use-page-title';
import { ApiError } from '../../lib/api';
import { errorMessages } from '../../lib/form-errors';
import { gameName } from '../../lib/game-manifests';
import { useLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useRequireVerifiedUser } from '../../lib/require-verified-user';
import { ClassFormDialog } from './class-form-dialog';
import {
  classKeys,
  newResultId,
  postResult,
  resetScores,
  startNewLesson,
  storeClass,
  storeTotals,
  useScoreboard,
} from './classes-api';
import { HardWords } from './hard-words';
import classes from './classes.module.css';

// The chart library is its own chunk, loaded by this page only (the classes list stays light).
const ScoreChart = lazy(() => import('./score-chart'));

/** Adds `delta` to a team's totals, this lesson and all time (the optimistic +1 / −1). */
function addPoints(board: ClassScoreboardDto, teamId: string, delta: number): ClassScoreboardDto {
  const has = board.totals.some((total) => total.team_id === teamId);
  const totals = has
    ? board.totals.map((total) =>
        total.team_id === teamId ? { ...total, lesson: total.lesson + delta, all_time: total.all_time + delta } : total,
      )
    : [...board.totals, { team_id: teamId, lesson: delta, all_time: delta }];
  return { ...board, totals };
}

/** The +1 / −1 of each team: counted on the page at once, saved as a result with no game, undone if it fails. */
function usePointButtons(classId: number) {
  const queryClient = useQueryClient();
  const inFlight = useRef(0);
  const [failed, setFailed] = useState(false);

  async function give(team: ClassTeamDto, delta: 1 | -1) {
    setFailed(false);
    const key = classKeys.scoreboard(classId);
    await queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData<ClassScoreboardDto>(key, (board) => (board ? addPoints(board, team.id, delta) : board));
    inFlight.current += 1;
    try {
      const answer = await postResult(classId, {
        id: newResultId(),
        game: null,
        wordlist_id: null,
        played_at: new Date().toISOString(),
        teams: [{ team_id: team.id, points: delta }],
        words: [],
      });
      inFlight.current -= 1;
      // The server's totals when no other point is on its way (they would not count it yet).
      if (inFlight.current === 0) {
        storeTotals(queryClient, classId, answer.totals);
        void queryClient.invalidateQueries({ queryKey: key });
      }
    } catch {
      inFlight.current -= 1;
      queryClient.setQueryData<ClassScoreboardDto>(key, (board) => (board ? addPoints(board, team.id, -delta) : board));
      setFailed(true);
    }
  }

  return { give, failed };
}

function Scoreboard({ board, classId }: { board: ClassScoreboardDto; classId: number }) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const points = usePointButtons(classId);
  const [confirmReset, setConfirmReset] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const klass = board.class;

  async function run(action: () => Promise<ClassDto>, done = '') {
    setBusy(true);
    setErrors([]);
    setNotice('');
    try {
      storeClass(queryClient, await action());
      await queryClient.invalidateQueries({ queryKey: classKeys.scoreboard(classId) });
      setNotice(done);
    } catch (error) {
      setErrors([t('page.actionFailed'), ...errorMessages(error)]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper component="section" withBorder radius="xl" p="lg" aria-labelledby="scoreboard">
      <Group justify="space-between" align="center" mb="sm" gap="sm">
        <Title order={2} size="h3" id="scoreboard">
          {t('page.scoreboard')}
        </Title>
        <Group gap="xs">
          <Button
            variant="light"
            loading={busy}
            onClick={() => void run(() => startNewLesson(classId), t('page.newLessonDone'))}
          >
            {t('page.newLesson')}
          </Button>
          <Button variant="subtle" color="red" disabled={busy} onClick={() => setConfirmReset(true)}>
            {t('page.reset')}
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t('page.lessonSince', { time: formatDateTime(klass.lesson_started_at, language) })}
        {klass.scores_reset_at && ` ${t('page.resetSince', { date: formatDate(klass.scores_reset_at, language) })}`}
      </Text>
      <ClassTotals
        teams={klass.teams}
        totals={board.totals}
        actions={(team) => (
          <>
            <Button
              size="md"
              variant="light"
              color="green"
              onClick={() => void points.give(team, 1)}
              aria-label={t('page.plusLabel', { name: team.name })}
              className={classes.pointButton}
            >
              {t('page.plus')}
            </Button>
            <Button
              size="md"
              variant="light"
              color="gray"
              onClick={() => void points.give(team, -1)}
              aria-label={t('page.minusLabel', { name: team.name })}
              className={classes.pointButton}
            >
              {t('page.minus')}
            </Button>
          </>
        )}
      />
      <div aria-live="polite" className={classes.live}>
        {points.failed && (
          <Text c="red" mt="sm">
            {t('page.pointFailed')}
          </Text>
        )}
        {notice && <Text mt="sm">{notice}</Text>}
      </div>
      <ErrorList messages={errors} />
      <ConfirmDialog
        opened={confirmReset}
        title={t('page.resetTitle')}
        confirmLabel={t('page.resetConfirm')}
        cancelLabel={t('page.cancel')}
        confirmColor="red"
        onConfirm={() => {
          setConfirmReset(false);
          void run(() => resetScores(classId));
        }}
        onCancel={() => setConfirmReset(false)}
      >
        {t('page.resetText')}
      </ConfirmDialog>
    </Paper>
  );
}

function LastGames({ board }: { board: ClassScoreboardDto }) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  const teams = board.class.teams;
  return (
    <Paper component="section" withBorder radius="xl" p="lg" aria-labelledby="last-games">
      <Title order={2} size="h3" id="last-games" mb="sm">
        {t('page.games')}
      </Title>
      {board.games.length === 0 ? (
        <Text>{t('page.gamesEmpty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table striped aria-labelledby="last-games">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('page.date')}</Table.Th>
                <Table.Th scope="col">{t('page.game')}</Table.Th>
                {teams.map((team) => (
                  <Table.Th key={team.id} scope="col" className={classes.teamColumn}>
                    <span className={classes.teamHead}>
                      <TeamBadge colour={team.colour} shape={team.shape} size={16} />
                      {team.name}
                    </span>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {board.games.map((game) => {
                const byTeam = new Map(game.teams.map((team) => [team.team_id, team.points]));
                return (
                  <Table.Tr key={game.id}>
                    <Table.Td>{formatDateTime(game.played_at, language)}</Table.Td>
                    <Table.Td>{game.game ? gameName(game.game, language) : t('page.byHand')}</Table.Td>
                    {teams.map((team) => {
                      const value = byTeam.get(team.id);
                      return (
                        <Table.Td key={team.id} className={classes.teamColumn}>
                          {value === undefined ? '–' : value > 0 ? `+${value}` : String(value)}
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

function ClassView({ classId, user }: { classId: number; user: UserDto }) {
  const { t } = useTranslation('classes');
  const queryClient = useQueryClient();
  const board = useScoreboard(classId);
  const [editing, setEditing] = useState(false);
  usePageTitle(board.data?.class.name ?? t('title'));

  if (board.isPending) {
    return (
      <Group gap="sm" py="xl">
        <Loader size="sm" aria-hidden />
        <Text>{t('page.loading')}</Text>
      </Group>
    );
  }
  if (board.isError) {
    if (board.error instanceof ApiError && board.error.status === 404) return <Text>{t('page.notFound')}</Text>;
    return <LoadError message={t('page.loadFailed')} error={board.error} onRetry={() => void board.refetch()} />;
  }

  const data = board.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1}>{data.class.name}</Title>
        <Button variant="light" onClick={() => setEditing(true)}>
          {t('list.edit')}
        </Button>
      </Group>
      <Scoreboard board={data} classId={classId} />
      <Paper component="section" withBorder radius="xl" p="lg" aria-labelledby="class-chart">
        <Title order={2} size="h3" id="class-chart" mb={4}>
          {t('page.chart')}
        </Title>
        <Suspense
          fallback={
            <Group gap="sm">
              <Loader size="sm" aria-hidden />
              <Text>{t('page.chartLoading')}</Text>
            </Group>
          }
        >
          <ScoreChart titleId="class-chart" teams={data.class.teams} days={data.days} />
        </Suspense>
      </Paper>
      <HardWords classId={classId} user={user} />
      <LastGames board={data} />
      <ClassFormDialog
        opened={editing}
        klass={data.class}
        onSaved={(saved) => {
          storeClass(queryClient, saved);
          void queryClient.invalidateQueries({ queryKey: classKeys.scoreboard(classId) });
          setEditing(false);
        }}
        onClose={() => setEditing(false)}
      />
    </Stack>
  );
}

/** A class (/classes/:id): its scoreboard with +1 / −1, new lesson and reset, the chart, hard words, last games. */
export default function ClassPage() {
  const { t } = useTranslation('classes');
  const { id } = useParams();
  const user = useRequireVerifiedUser();
  const classId = Number(id);
  if (!user) return <PageLoader />;
  return (
    <Container size="xl" py="xl">
      <Anchor component={Link} to={paths.classes} mb="md" display="inline-block">
        ← {t('page.back')}
      </Anchor>
      {Number.isInteger(classId) && classId > 0 ? (
        <ClassView key={classId} classId={classId} user={user} />
      ) : (
        <Text>{t('page.notFound')}</Text>
      )}
    </Container>
  );
}
