import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  ErrorDetail,
  findPlayableGame,
  GameMessage,
  hasMatchingTrial,
  type GameEntry,
  type UserDto,
} from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorList } from '../../components/error-messages';
import { FullScreenLoading } from '../../components/full-screen-loading';
import { usePageTitle } from '../../components/use-page-title';
import { api, ApiError, NetworkError } from '../../lib/api';
import { errorMessages, translateMessage } from '../../lib/form-errors';
import { fetchGameSessionKey, fetchGameTemplate } from '../../lib/games';
import { currentLanguage, useLanguage } from '../../lib/i18n';
import { gameName } from '../../lib/game-manifests';
import { paths } from '../../lib/paths';
import { printsTwisterMat } from '../../lib/printables';
import { useRequireVerifiedUser } from '../../lib/require-verified-user';
import { useSignOut } from '../../lib/session';
import { currentWordlistId } from '../../lib/wordlist-selection';
import { GameFrame } from './game-frame';
import classes from './game-page.module.css';
import { readGameOptions, type GameOptions } from './game-options';
import { LessonBar } from './lesson-bar';

/** What the page does with a failed template call. */
export type TemplateFailure =
  | { kind: 'logout' }
  | { kind: 'reminder' }
  | { kind: 'plan'; detail: string }
  | { kind: 'wordlist'; messages: string[] }
  | { kind: 'missing' }
  | { kind: 'offline' };

/**
 * Core §4 and §8: a failed session or template call logs out, with the max-sessions notice on /login. The answers
 * that say something she can act on are shown instead: a plan the game needs (403 with its reason; a game opened
 * by URL), her e-mail to validate, a list to choose (400), or a game or list that is not there (404). No answer at
 * all (the network is down: issue 21's offline classroom) proves nothing about her session: she is told she is
 * offline and can try again.
 */
export function classifyTemplateError(error: unknown): TemplateFailure {
  if (error instanceof NetworkError) return { kind: 'offline' };
  if (!(error instanceof ApiError)) return { kind: 'logout' };
  const detail = typeof error.body.detail === 'string' ? error.body.detail : '';
  if (error.status === 403) {
    if (detail === GameMessage.needsEmail) return { kind: 'reminder' };
    if (detail === '' || detail === ErrorDetail.notAuthenticated) return { kind: 'logout' };
    return { kind: 'plan', detail };
  }
  if (error.status === 400) return { kind: 'wordlist', messages: errorMessages(error) };
  if (error.status === 404) return { kind: 'missing' };
  return { kind: 'logout' };
}

function Message({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="xl" p="xl">
        <Stack gap="md" align="flex-start">
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

function BackLink() {
  const { t } = useTranslation(['player', 'gamesInfo']);
  return (
    <Anchor component={Link} to={paths.home} fw={700}>
      {t('backToDashboard')}
    </Anchor>
  );
}

function PlanPrompt({ game, user, detail }: { game: GameEntry; user: UserDto; detail: string }) {
  const { t } = useTranslation(['player', 'gamesInfo']);
  const language = useLanguage();
  return (
    <Message title={t('locked.title', { name: gameName(game.internal_name, language) })}>
      <Text size="lg">{translateMessage(detail)}</Text>
      <Group>
        <Button component={Link} to={paths.plans} size="md">
          {hasMatchingTrial(game, user) ? t('locked.startTrialNow') : t('locked.getOneNow')}
        </Button>
        <BackLink />
      </Group>
    </Message>
  );
}

function ChooseWordlist({ game, messages }: { game: GameEntry; messages: string[] }) {
  const { t } = useTranslation(['player', 'gamesInfo']);
  const language = useLanguage();
  return (
    <Message title={t('chooseWordlist.title', { name: gameName(game.internal_name, language) })}>
      <Text size="lg">{t('chooseWordlist.text')}</Text>
      <ErrorList messages={messages} />
      <Group>
        <Button component={Link} to={paths.myWordlists} size="md">
          {t('goToMyWordlists')}
        </Button>
        <Anchor component={Link} to={paths.publicWordlists} fw={700}>
          {t('chooseWordlist.findPublic')}
        </Anchor>
      </Group>
    </Message>
  );
}

/** A game not built yet (`has_template` false): nothing to play, buy or try; the way back to what she can play. */
function ComingSoon({ game }: { game: GameEntry }) {
  const { t } = useTranslation(['player', 'gamesInfo']);
  const language = useLanguage();
  return (
    <Message title={t('comingSoon.title', { name: gameName(game.internal_name, language) })}>
      <Text size="lg">{t('comingSoon.text')}</Text>
      <Text size="lg">{t('comingSoon.meanwhile')}</Text>
      <Group>
        <Button component={Link} to={paths.home} size="md">
          {t('backToDashboard')}
        </Button>
        <Anchor component={Link} to={paths.allGames} fw={700}>
          {t('comingSoon.seeAll')}
        </Anchor>
      </Group>
    </Message>
  );
}

/** A 404 for a built game: the list she chose is gone. */
function Missing({ game }: { game: GameEntry }) {
  const { t } = useTranslation(['player', 'gamesInfo']);
  const language = useLanguage();
  return (
    <Message title={t('missing.title', { name: gameName(game.internal_name, language) })}>
      <Text size="lg">{t('missing.text')}</Text>
      <Group>
        <Button component={Link} to={paths.myWordlists} size="md">
          {t('goToMyWordlists')}
        </Button>
        <BackLink />
      </Group>
    </Message>
  );
}

/** No connection: the game could not be loaded. Retry asks again, and so does the browser coming back online. */
function Offline({ game, onRetry, retrying }: { game: GameEntry; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation(['player', 'gamesInfo']);
  const language = useLanguage();
  const retry = useRef(onRetry);
  useEffect(() => {
    retry.current = onRetry;
  });
  useEffect(() => {
    const handleOnline = () => retry.current();
    window.addEventListener('online', handleOnline);
    return () => window.removeEventListener('online', handleOnline);
  }, []);
  return (
    <Message title={t('offline.title')}>
      <Text size="lg">{t('offline.text', { name: gameName(game.internal_name, language) })}</Text>
      <Group>
        <Button onClick={onRetry} loading={retrying} size="md">
          {t('offline.retry')}
        </Button>
        <BackLink />
      </Group>
    </Message>
  );
}

/** Logs out on the server (a failure is ignored) and goes to /login with the max-sessions notice. */
function useExpireSession(expire: boolean) {
  const signOut = useSignOut();
  const done = useRef(false);
  useEffect(() => {
    if (!expire || done.current) return;
    done.current = true;
    void (async () => {
      await api.post('/users/logout/').catch(() => undefined);
      await signOut({ expired: true });
    })();
  }, [expire, signOut]);
}

function GameSession({ game, user, options }: { game: GameEntry; user: UserDto; options: GameOptions }) {
  const navigate = useNavigate();
  // The list is chosen when the page opens: the page's `?wl=` (a lesson plan's list), else the device's or the
  // server's selection (core §4).
  const [wordlistId] = useState(() => options.wordlistId ?? currentWordlistId(user));
  const { classId, lesson } = options;
  // …and so is the language of the game's texts: switching it mid-game would restart the game.
  const [language] = useState(currentLanguage);
  const needsList = game.uses_words && wordlistId === null;
  const sessionKey = useQuery({
    queryKey: ['game-session-key', game.internal_name],
    queryFn: ({ signal }) => fetchGameSessionKey(signal),
    enabled: !needsList,
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const template = useQuery({
    queryKey: ['game-template', game.internal_id, game.uses_words ? wordlistId : null, language, classId],
    queryFn: ({ signal }) =>
      fetchGameTemplate(game.internal_id, game.uses_words ? wordlistId : null, language, signal, classId),
    enabled: !needsList,
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  const failure = template.isError ? classifyTemplateError(template.error) : null;
  // The session call unanswered is the network, like the template's: she is offline, not logged out.
  const sessionOffline = sessionKey.isError && sessionKey.error instanceof NetworkError;
  const offline = sessionOffline || failure?.kind === 'offline';
  const expire = (sessionKey.isError && !sessionOffline) || failure?.kind === 'logout';
  useExpireSession(expire);
  useEffect(() => {
    if (failure?.kind === 'reminder') void navigate(paths.activateReminder, { replace: true });
  }, [failure?.kind, navigate]);

  if (needsList) return <ChooseWordlist game={game} messages={[]} />;
  if (failure?.kind === 'plan') return <PlanPrompt game={game} user={user} detail={failure.detail} />;
  if (failure?.kind === 'wordlist') return <ChooseWordlist game={game} messages={failure.messages} />;
  if (failure?.kind === 'missing') return <Missing game={game} />;
  if (offline && !expire) {
    const retry = () => {
      if (sessionKey.isError) void sessionKey.refetch();
      if (template.isError) void template.refetch();
    };
    return <Offline game={game} onRetry={retry} retrying={sessionKey.isFetching || template.isFetching} />;
  }
  if (expire || failure || !sessionKey.data || template.data === undefined) return <FullScreenLoading />;
  return (
    <Container fluid className={classes.page} data-lesson={lesson ? true : undefined}>
      {lesson && <LessonBar lesson={lesson.lesson} step={lesson.step} />}
      <GameFrame
        game={game}
        html={template.data}
        sessionKey={sessionKey.data}
        username={user.username}
        twisterMat={printsTwisterMat(user)}
      />
    </Container>
  );
}

function GameGate({ game, options }: { game: GameEntry; options: GameOptions }) {
  // Signed out: a current-user fetch, failure → /login; unverified e-mail → /activate/reminder (core §2).
  const user = useRequireVerifiedUser();
  if (!user) return <FullScreenLoading />;
  // Nothing to ask the server for: it would only say which plan the game needs, and no plan can play it yet.
  if (!game.has_template) return <ComingSoon game={game} />;
  return <GameSession game={game} user={user} options={options} />;
}

/**
 * The game page `/games/:game` (core §2, §4): LOADING..., then the game in a frame. Any game whose page can be
 * opened (common's `findPlayableGame`: a catalogue game, or One At A Time from the word lists); an unknown key goes
 * home. A lesson's presenter opens it with `?wl=&class=&lesson=&step=` (issue 21): that list and class, and the
 * lesson bar above the game.
 */
export default function GamePage() {
  const { game: key = '' } = useParams();
  const [search] = useSearchParams();
  const { t } = useTranslation(['player', 'gamesInfo']);
  const language = useLanguage();
  const game = findPlayableGame(key);
  usePageTitle(game ? gameName(game.internal_name, language) : t('title'));
  if (!game) return <Navigate to={paths.home} replace />;
  const options = readGameOptions(search);
  // A new key (or another list, class or lesson step) is a new game: nothing of the last one's state carries over.
  const identity = [
    game.internal_name,
    options.wordlistId,
    options.classId,
    options.lesson?.lesson,
    options.lesson?.step,
  ];
  return <GameGate key={identity.join(':')} game={game} options={options} />;
}
