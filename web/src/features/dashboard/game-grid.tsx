import type { CSSProperties } from 'react';
import { Badge, Button, Paper, Text, Title, UnstyledButton } from '@mantine/core';
import {
  canPlayGame,
  getEntitlements,
  hasMatchingTrial,
  requiredPlanOf,
  type GameEntry,
  type UserDto,
} from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LockIcon } from '../../components/lock-icon';
import { gameName, localizedManifest } from '../../lib/game-manifests';
import { gameLook, gamePicture, SHOWN_GAMES } from '../../lib/games';
import { useLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import classes from './game-grid.module.css';

type CardState = 'play' | 'soon' | 'locked';

/**
 * A game not built yet is coming soon for everyone: no trial or plan would let her play it. A built game is hers to
 * play, or locked behind the plan that includes it.
 */
function stateOf(game: GameEntry, user: UserDto): CardState {
  if (!game.has_template) return 'soon';
  return canPlayGame(getEntitlements({ activePlan: user.current_plan_type }), game) ? 'play' : 'locked';
}

// What she can play comes first, then what a trial or a plan would open now, then the games still being built.
const ORDER: Record<CardState, number> = { play: 0, locked: 1, soon: 2 };

function CardFace({ game, name }: { game: GameEntry; name: string }) {
  const language = useLanguage();
  const blurb = localizedManifest(game.internal_name, language)?.blurb ?? gameLook(game.internal_name).blurb;
  return (
    <>
      <img className={classes.picture} src={gamePicture(game.internal_name)} alt="" aria-hidden loading="lazy" />
      <Text component="h3" fw={800} size="xl" className={classes.name}>
        {name}
      </Text>
      <Text size="sm" className={classes.blurb}>
        {blurb}
      </Text>
    </>
  );
}

function GameCard({ game, user, state }: { game: GameEntry; user: UserDto; state: CardState }) {
  const { t } = useTranslation('dashboard');
  const name = gameName(game.internal_name, useLanguage());
  const look = gameLook(game.internal_name);
  const style = { '--card-color': `var(--mantine-color-${look.color}-6)` } as CSSProperties;

  if (state === 'play') {
    return (
      <UnstyledButton
        component={Link}
        to={paths.game(game.internal_name)}
        className={classes.card}
        style={style}
        aria-label={t('games.play', { name })}
        data-state={state}
      >
        <CardFace game={game} name={name} />
        <span className={classes.play}>{t('games.playTag')}</span>
      </UnstyledButton>
    );
  }

  if (state === 'soon') {
    return (
      <article className={classes.card} style={style} aria-label={name} data-state={state}>
        <CardFace game={game} name={name} />
        <Badge color="gray" variant="white" size="lg" tt="none">
          {t('games.comingSoon')}
        </Badge>
      </article>
    );
  }

  const plan = requiredPlanOf(game);
  const trial = hasMatchingTrial(game, user);
  return (
    <article className={classes.card} style={style} aria-label={name} data-state={state}>
      <LockIcon className={classes.lock} />
      <CardFace game={game} name={name} />
      <Text fw={700} size="sm" className={classes.prompt}>
        {plan === 'Premium' ? t('games.lockPremium') : t('games.lockPro')}
      </Text>
      <Button component={Link} to={paths.plans} color={plan === 'Premium' ? 'grape' : 'play'} variant="white" size="sm">
        {trial ? t('games.startTrialNow') : t('games.getOneNow')}
      </Button>
    </article>
  );
}

/**
 * The dashboard's grid of game cards (core §2, §4): playable games link to their page, locked ones to /plans, and
 * games still being built say so and offer nothing to buy.
 */
export function GameGrid({ user }: { user: UserDto }) {
  const { t } = useTranslation('dashboard');
  const cards = SHOWN_GAMES.map((game) => ({ game, state: stateOf(game, user) })).sort(
    (a, b) => ORDER[a.state] - ORDER[b.state],
  );
  return (
    <Paper
      component="section"
      withBorder
      radius="xl"
      p="lg"
      className={classes.panel}
      aria-labelledby="dashboard-games"
    >
      <Title id="dashboard-games" order={2} size="h3" mb="sm">
        {t('games.heading')}
      </Title>
      {cards.some(({ state }) => state === 'soon') && (
        <Text mb="sm" c="dimmed">
          {t('games.comingSoonNote')}
        </Text>
      )}
      <div className={classes.grid}>
        {cards.map(({ game, state }) => (
          <GameCard key={game.internal_id} game={game} user={user} state={state} />
        ))}
      </div>
    </Paper>
  );
}
