import { Badge, Container, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { nameToShow } from '@playwords/common';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../lib/paths';
import { planLook } from '../../lib/plans';
import { useCurrentUser } from '../../lib/session';
import { flattenPages, useMyWordlists } from '../../lib/wordlists';
import classes from './dashboard-page.module.css';
import { NoWordlistsBanner } from './no-wordlists-banner';
import { WordlistPanel } from './wordlist-panel';

/** The signed-in home (core §2): greeting, plan badge, banner, word-list panel and game grid. */
export default function DashboardPage() {
  usePageTitle('Dashboard');
  const user = useCurrentUser();
  // Shared with the word-list panel: one request. Word lists wait for a valid e-mail (core §6).
  const wordlists = useMyWordlists(user?.has_valid_email === true);
  if (!user) return null;
  const hasNoWordlists = wordlists.isSuccess && flattenPages(wordlists.data).length === 0;
  const plan = planLook(user.current_plan_type);

  return (
    <Container size="xl" py="xl">
      <div className={classes.top}>
        <Title order={1} className={classes.welcome}>
          Welcome, {nameToShow(user)}!
        </Title>
        <Badge
          component={Link}
          to={paths.profile}
          color={plan.color}
          size="xl"
          variant="filled"
          tt="none"
          className={classes.badge}
          title="Your plan: open your profile"
        >
          {plan.label}
        </Badge>
      </div>

      {hasNoWordlists ? (
        <NoWordlistsBanner />
      ) : (
        <Paper className={classes.banner} radius="xl" p="lg" mb="xl">
          <Text fw={800} size="xl">
            Pick a word list, then pick a game!
          </Text>
          <Text>Everything you play uses the words of the list you have selected.</Text>
        </Paper>
      )}

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <WordlistPanel user={user} />
        <Paper
          component="section"
          withBorder
          radius="xl"
          p="lg"
          className={classes.games}
          aria-labelledby="dashboard-games"
        >
          <Title id="dashboard-games" order={2} size="h3" mb="sm">
            Games
          </Title>
          <Text>Games are not built yet. Game cards will appear here when the first games are ready.</Text>
        </Paper>
      </SimpleGrid>
    </Container>
  );
}
