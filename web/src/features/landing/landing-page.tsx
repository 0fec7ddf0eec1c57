import { Button, Container, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { splitTagged } from '../../components/tagged-text';
import { usePageTitle } from '../../components/use-page-title';
import { WordBanner } from './word-banner';
import { PlanCards } from './plan-cards';
import classes from './landing-page.module.css';

// Each feature's title and text, as keys of the `landing` catalogue.
const FEATURES = [
  { title: 'features.lists', text: 'features.listsText', color: 'play', icon: 'Aa' },
  { title: 'features.games', text: 'features.gamesText', color: 'orange', icon: '20+' },
  { title: 'features.pictures', text: 'features.picturesText', color: 'pink', icon: '★' },
  { title: 'features.teams', text: 'features.teamsText', color: 'teal', icon: '♥' },
  { title: 'features.install', text: 'features.installText', color: 'blue', icon: '✓' },
] as const;

/** The marketing page for visitors who have not logged in here before (core §2). */
export default function LandingPage() {
  const { t } = useTranslation('landing');
  usePageTitle(t('title'));
  const [before, loved, after] = splitTagged(t('headline'));
  return (
    <div className={classes.page}>
      <section className={classes.hero} aria-labelledby="landing-title">
        <Container size="lg" className={classes.heroInner}>
          <div className={classes.heroText}>
            <Title id="landing-title" order={1} className={classes.headline}>
              {before}
              <span className={classes.highlight}>{loved}</span>
              {after}
            </Title>
            <Text className={classes.lead}>{t('lead')}</Text>
            <Group gap="md" mt="lg">
              <Button component={Link} to={paths.signup} size="lg" color="orange">
                {t('tryIt')}
              </Button>
              <Button component={Link} to={paths.allGames} size="lg" variant="white">
                {t('seeGames')}
              </Button>
            </Group>
          </div>
          <WordBanner />
        </Container>
      </section>

      <section className={classes.section} aria-labelledby="landing-features">
        <Container size="lg">
          <Title id="landing-features" order={2} ta="center" mb="xl">
            {t('featuresTitle')}
          </Title>
          <ul className={classes.features}>
            {FEATURES.map((feature) => (
              <li key={feature.title} className={classes.feature}>
                <ThemeIcon size={52} radius="xl" color={feature.color} aria-hidden>
                  <span className={classes.featureIcon}>{feature.icon}</span>
                </ThemeIcon>
                <div>
                  <Title order={3} className={classes.featureTitle}>
                    {t(feature.title)}
                  </Title>
                  <Text>{t(feature.text)}</Text>
                </div>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section className={classes.plans} aria-labelledby="landing-plans">
        <Container size="lg">
          <Title id="landing-plans" order={2} ta="center" mb="xs">
            {t('plansTitle')}
          </Title>
          <Text ta="center" mb="xl" size="lg">
            {t('plansLead')}
          </Text>
          <PlanCards />
        </Container>
      </section>
    </div>
  );
}
