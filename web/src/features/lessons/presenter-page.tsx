import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { LessonPlanDto } from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ClassTotals } from '../../components/class-totals';
import { ErrorList } from '../../components/error-messages';
import { LoadError } from '../../components/load-error';
import { PageLoader } from '../../components/page-loader';
import { usePageTitle } from '../../components/use-page-title';
import { ApiError, NetworkError } from '../../lib/api';
import { errorMessages } from '../../lib/form-errors';
import { gameName } from '../../lib/game-manifests';
import { useLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useRequireVerifiedUser } from '../../lib/require-verified-user';
import { startClassLesson } from '../../lib/classes';
import { lessonKeys, useLessonPlan, useScoreboard } from './lessons-api';
import { gameUrl, stepOf } from './lesson-steps';
import classes from './presenter.module.css';

/** The class's scoreboard, large: this lesson and all time (fetched again when the window regains focus). */
function Scoreboard({ classId }: { classId: number }) {
  const { t } = useTranslation('lessons');
  const board = useScoreboard(classId);
  const { refetch } = board;
  // Back from a game in another window (the projector's): react-query hears the tab, this hears the window.
  useEffect(() => {
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);
  if (board.isPending) {
    return (
      <Group gap="sm" justify="center" py="lg">
        <Loader size="sm" aria-hidden />
        <Text size="xl">{t('present.scoreboardLoading')}</Text>
      </Group>
    );
  }
  if (board.isError) {
    return (
      <LoadError message={t('present.scoreboardFailed')} error={board.error} onRetry={() => void board.refetch()} />
    );
  }
  const { class: klass, totals } = board.data;
  return (
    <section className={classes.board} aria-label={t('present.scoreboard', { name: klass.name })}>
      <Text className={classes.className}>{klass.name}</Text>
      <ClassTotals teams={klass.teams} totals={totals} size="projector" className={classes.scores} />
    </section>
  );
}

/** Enter, Space or → anywhere on the page runs `action` (Enter and Space on a button or link press that instead). */
function useNextKey(action: (() => void) | null) {
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (!latest.current || event.repeat || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (!['Enter', ' ', 'ArrowRight'].includes(event.key)) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (event.key !== 'ArrowRight' && target?.closest('button, a, [role="button"]')) return;
      event.preventDefault();
      latest.current();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

function Presenter({ plan }: { plan: LessonPlanDto }) {
  const { t } = useTranslation('lessons');
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const total = plan.games.length;
  const step = stepOf(search.get('step'), total);
  const [starting, setStarting] = useState(false);
  const [startErrors, setStartErrors] = useState<string[]>([]);
  const nameOf = (number: number) => gameName(plan.games[number - 1] ?? '', language);

  const playGame = useCallback((number: number) => void navigate(gameUrl(plan, number)), [navigate, plan]);

  const start = useCallback(async () => {
    if (plan.class_id === null) {
      playGame(1);
      return;
    }
    setStarting(true);
    setStartErrors([]);
    try {
      await startClassLesson(plan.class_id);
      void queryClient.invalidateQueries({ queryKey: lessonKeys.scoreboard(plan.class_id) });
      playGame(1);
    } catch (error) {
      // Offline the lesson goes on: its results wait in the game page's queue, and the server starts a new lesson
      // by itself when they come long after the class's last one.
      if (error instanceof NetworkError) {
        playGame(1);
        return;
      }
      setStartErrors([t('present.startFailed'), ...errorMessages(error)]);
      setStarting(false);
    }
  }, [plan.class_id, playGame, queryClient, t]);

  const next = step === 0 ? (starting ? null : () => void start()) : step < total ? () => playGame(step + 1) : null;
  useNextKey(next);

  let heading: string;
  let content;
  if (step === 0) {
    heading = plan.name;
    content = (
      <>
        <section aria-labelledby="lesson-today" className={classes.today}>
          <Text component="span" id="lesson-today" className={classes.todayHeading}>
            {t('present.today')}
          </Text>
          <ol className={classes.todayGames}>
            {plan.games.map((key, index) => (
              <li key={index}>{gameName(key, language)}</li>
            ))}
          </ol>
        </section>
        {plan.class_id === null ? (
          <Text className={classes.note}>{t('present.noClass')}</Text>
        ) : (
          <Scoreboard classId={plan.class_id} />
        )}
        <ErrorList messages={startErrors} />
        <Button size="xl" className={classes.next} loading={starting} onClick={() => void start()} autoFocus>
          {t('present.start')}
        </Button>
      </>
    );
  } else if (step < total) {
    heading = t('present.gameDone', { number: step, total });
    content = (
      <>
        {plan.class_id !== null && <Scoreboard classId={plan.class_id} />}
        <Text className={classes.nextUp}>{t('present.progress', { number: step + 1, total })}</Text>
        <Button size="xl" className={classes.next} onClick={() => playGame(step + 1)} autoFocus>
          {t('present.next', { name: nameOf(step + 1) })}
        </Button>
      </>
    );
  } else {
    heading = t('present.done');
    content = (
      <>
        <Text className={classes.nextUp}>{t('present.doneText')}</Text>
        {plan.class_id !== null && <Scoreboard classId={plan.class_id} />}
        <Group justify="center" gap="md">
          <Button component={Link} to={paths.lessons} size="lg" autoFocus>
            {t('present.backToPlans')}
          </Button>
          <Button component={Link} to={paths.lessonPresent(plan.id)} size="lg" variant="light">
            {t('present.again')}
          </Button>
        </Group>
      </>
    );
  }

  return (
    <div className={classes.stage} data-step={step}>
      <Group justify="space-between" className={classes.top} gap="xs">
        <Link to={paths.lessons} className={classes.back}>
          ← {t('present.backToPlans')}
        </Link>
        {step > 0 && <Text className={classes.lessonName}>{plan.name}</Text>}
      </Group>
      <Stack gap="lg" align="stretch" className={classes.body}>
        <Title order={1} className={classes.heading}>
          {heading}
        </Title>
        {content}
        {next && <Text className={classes.keys}>{t('present.keys')}</Text>}
      </Stack>
    </div>
  );
}

/**
 * The presenter (/lessons/:id/present, issue 21), for a projector: the lesson's start with the class's scoreboard,
 * then between games the scoreboard again and a big button to the next game, and at the end the final scoreboard.
 * `?step=k` (k ≥ 1: game k is done) is where a game page's 'Next →' brings the teacher back.
 */
export default function PresenterPage() {
  const { t } = useTranslation('lessons');
  const { id } = useParams();
  const planId = id && /^\d{1,9}$/.test(id) ? Number(id) : null;
  const user = useRequireVerifiedUser();
  const plan = useLessonPlan(user && planId !== null ? planId : null);
  usePageTitle(plan.data?.name ?? t('title'));

  if (!user) return <PageLoader />;
  const notFound = planId === null || (plan.error instanceof ApiError && plan.error.status === 404);
  let body;
  if (notFound) {
    body = (
      <Stack align="flex-start" gap="md">
        <Text size="xl">{t('present.notFound')}</Text>
        <Button component={Link} to={paths.lessons}>
          {t('present.backToPlans')}
        </Button>
      </Stack>
    );
  } else if (plan.isPending) {
    body = (
      <Group gap="sm" py="xl">
        <Loader size="sm" aria-hidden />
        <Text>{t('present.loading')}</Text>
      </Group>
    );
  } else if (plan.isError) {
    body = <LoadError message={t('present.loadFailed')} error={plan.error} onRetry={() => void plan.refetch()} />;
  } else {
    return <Presenter plan={plan.data} />;
  }
  return (
    <Container size="md" py="xl">
      {body}
    </Container>
  );
}
