import { Badge, Container, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { nameToShow, type UserDto } from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/use-page-title';
import { useOfflineWarmUp } from '../../lib/offline-warmup';
import { paths } from '../../lib/paths';
import { planLook } from '../../lib/plans';
import { useCurrentUser } from '../../lib/session';
import { flattenPages, useMyWordlists } from '../../lib/wordlists';
import classes from './dashboard-page.module.css';
import { ThanksBanner, TrialOfferBanner, useGameBanner } from './game-banners';
import { GameGrid } from './game-grid';
import { NoWordlistsBanner } from './no-wordlists-banner';
import { WordlistPanel } from './wordlist-panel';

/** The banner area (core §4): a game banner when one applies, else the usual hint. */
function GameBanner({ user }: { user: UserDto }) {
  const { t } = useTranslation(['dashboard', 'wordlists', 'plans', 'gamesInfo']);
  const kind = useGameBanner(user);
  if (kind === 'trial') return <TrialOfferBanner />;
  if (kind === 'thanks') return <ThanksBanner />;
  return (
    <Paper className={classes.banner} radius="xl" p="lg" mb="xl">
      <Text fw={800} size="xl">
        {t('banner.heading')}
      </Text>
      <Text>{t('banner.text')}</Text>
    </Paper>
  );
}

/** The signed-in home (core §2): greeting, plan badge, banner, word-list panel and game grid. */
export default function DashboardPage() {
  const { t } = useTranslation(['dashboard', 'wordlists', 'plans', 'gamesInfo']);
  usePageTitle(t('title'));
  const user = useCurrentUser();
  // Her games for her list, kept for a lesson without network once this page has loaded (lib/offline-warmup.ts).
  useOfflineWarmUp(user);
  // Shared with the word-list panel: one request. Word lists wait for a valid e-mail (core §6).
  const wordlists = useMyWordlists(user?.has_valid_email === true);
  if (!user) return null;
  const hasNoWordlists = wordlists.isSuccess && flattenPages(wordlists.data).length === 0;
  const plan = planLook(user.current_plan_type);

  return (
    <Container size="xl" py="xl">
      <div className={classes.top}>
        <Title order={1} className={classes.welcome}>
          {t('welcome', { name: nameToShow(user) })}
        </Title>
        <Badge
          component={Link}
          to={paths.profile}
          color={plan.color}
          size="xl"
          variant="filled"
          tt="none"
          className={classes.badge}
          title={t('planBadge')}
        >
          {plan.label}
        </Badge>
      </div>

      {hasNoWordlists ? <NoWordlistsBanner /> : <GameBanner user={user} />}

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <WordlistPanel user={user} />
        <GameGrid user={user} />
      </SimpleGrid>
    </Container>
  );
}
