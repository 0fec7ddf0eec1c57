import { Button, Container, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../components/use-page-title';
import { WordBanner } from './word-banner';
import { PlanCards } from './plan-cards';
import classes from './landing-page.module.css';

const FEATURES: ReadonlyArray<{ title: string; text: string; color: string; icon: string }> = [
  {
    title: 'Your own word lists',
    text: 'Type the words you are teaching this week, or pick a list another teacher has published.',
    color: 'play',
    icon: 'Aa',
  },
  {
    title: '20+ games',
    text: 'Word searches, hangman battles, safes to crack, aliens to chase and many more, all for ESL classes.',
    color: 'orange',
    icon: '20+',
  },
  {
    title: 'Your own pictures',
    text: 'Put your students’ favourite characters, monsters and backgrounds into the games.',
    color: 'pink',
    icon: '★',
  },
  {
    title: 'Play together in teams',
    text: 'Made for the projector or the smartboard: the whole class plays together, in teams.',
    color: 'teal',
    icon: '♥',
  },
  {
    title: 'Nothing to install',
    text: 'It runs in the browser on the classroom computer, a laptop or a tablet.',
    color: 'blue',
    icon: '✓',
  },
];

/** The marketing page for visitors who have not logged in here before (core §2). */
export default function LandingPage() {
  usePageTitle('Word games for your ESL classroom');
  return (
    <div className={classes.page}>
      <section className={classes.hero} aria-labelledby="landing-title">
        <Container size="lg" className={classes.heroInner}>
          <div className={classes.heroText}>
            <Title id="landing-title" order={1} className={classes.headline}>
              Word games your class will <span className={classes.highlight}>love</span>
            </Title>
            <Text className={classes.lead}>
              Make a word list, pick a game, and play it together on the big screen. Made by ESL teachers for
              kindergarten and primary classes.
            </Text>
            <Group gap="md" mt="lg">
              <Button component={Link} to={paths.signup} size="lg" color="orange">
                Try It Now
              </Button>
              <Button component={Link} to={paths.allGames} size="lg" variant="white">
                See the games
              </Button>
            </Group>
          </div>
          <WordBanner />
        </Container>
      </section>

      <section className={classes.section} aria-labelledby="landing-features">
        <Container size="lg">
          <Title id="landing-features" order={2} ta="center" mb="xl">
            Everything you need for a lively lesson
          </Title>
          <ul className={classes.features}>
            {FEATURES.map((feature) => (
              <li key={feature.title} className={classes.feature}>
                <ThemeIcon size={52} radius="xl" color={feature.color} aria-hidden>
                  <span className={classes.featureIcon}>{feature.icon}</span>
                </ThemeIcon>
                <div>
                  <Title order={3} className={classes.featureTitle}>
                    {feature.title}
                  </Title>
                  <Text>{feature.text}</Text>
                </div>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section className={classes.plans} aria-labelledby="landing-plans">
        <Container size="lg">
          <Title id="landing-plans" order={2} ta="center" mb="xs">
            Pick a plan
          </Title>
          <Text ta="center" mb="xl" size="lg">
            Start free. Pro and Premium come with a free trial.
          </Text>
          <PlanCards />
        </Container>
      </section>
    </div>
  );
}
