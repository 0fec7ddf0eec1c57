import { Anchor, Badge, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { findGame, type GameEntry, type GameKey } from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/use-page-title';
import { gameName, localizedManifest } from '../../lib/game-manifests';
import { gamePicture } from '../../lib/games';
import { useLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import classes from './games-info.module.css';

// Accounts §2 names the Pro games, the tools and the free games; the rest of the catalogue's paid games follow
// in their section so the page shows everything a plan unlocks.
const PRO_GAMES: GameKey[] = [
  'fighters',
  'hangmanbattle',
  'openthesafe',
  'twister',
  'alienchase',
  'wordbrain',
  'timetrial',
  'spottheword',
  'ufoblockade',
  'alienblaster',
  'prepositions',
  'numberline',
  'monstermash',
];
const BETA_GAMES: GameKey[] = ['fourinarow', 'spacefight'];
const TOOLS: GameKey[] = ['characterwheel', 'numberwheel', 'wordwheel'];
const FREE_GAMES: GameKey[] = ['wordsearch', 'fightersbasic', 'alienchasebasic'];

/** The page's sections: their anchors, their texts' keys and their games. */
const SECTIONS = [
  { id: 'games-pro-games', title: 'allGames.pro.title', intro: 'allGames.pro.intro', keys: PRO_GAMES },
  { id: 'games-premium-beta-games', title: 'allGames.beta.title', intro: 'allGames.beta.intro', keys: BETA_GAMES },
  { id: 'games-tools', title: 'allGames.tools.title', intro: 'allGames.tools.intro', keys: TOOLS },
  { id: 'games-free-games', title: 'allGames.free.title', intro: 'allGames.free.intro', keys: FREE_GAMES },
] as const;

/** Whether a game the page lists is still being built (then, and only then, the page says what 'Coming soon' means). */
const SOME_COMING_SOON = [...PRO_GAMES, ...BETA_GAMES, ...TOOLS, ...FREE_GAMES].some(
  (key) => findGame(key)?.has_template === false,
);

function GameTile({ game }: { game: GameEntry }) {
  const { t } = useTranslation('gamesInfo');
  const language = useLanguage();
  const name = gameName(game.internal_name, language);
  const blurb = localizedManifest(game.internal_name, language)?.blurb ?? '';
  return (
    <Paper component="article" withBorder radius="xl" p="md" aria-label={name} className={classes.tile}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <img className={classes.picture} src={gamePicture(game.internal_name)} alt="" aria-hidden loading="lazy" />
        <Stack gap={4}>
          <Title order={3} size="h4">
            {name}
          </Title>
          <Text size="sm">{blurb}</Text>
          <Group gap="xs" mt={4}>
            {game.has_template ? (
              <Anchor component={Link} to={paths.game(game.internal_name)} fw={800} size="sm">
                {t('allGames.play')}
              </Anchor>
            ) : (
              <Badge color="orange" tt="none" variant="light" size="md">
                {t('allGames.comingSoon')}
              </Badge>
            )}
            <Anchor component={Link} to={`${paths.howTo}#${game.internal_name}`} size="sm">
              {t('allGames.howTo')}
            </Anchor>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

function Section({ id, title, intro, keys }: { id: string; title: string; intro: string; keys: GameKey[] }) {
  return (
    <section aria-labelledby={id}>
      <Title id={id} order={2} mb={4}>
        {title}
      </Title>
      <Text c="dimmed" mb="md">
        {intro}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {keys.map((key) => {
          const game = findGame(key);
          return game ? <GameTile key={key} game={game} /> : null;
        })}
      </SimpleGrid>
    </section>
  );
}

/** Games (accounts §2, /all-games): the Pro games, the classroom tools and the free games, and how to play them. */
export default function AllGamesPage() {
  const { t } = useTranslation('gamesInfo');
  usePageTitle(t('allGames.pageTitle'));
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <div>
          <Title order={1}>{t('allGames.title')}</Title>
          <Text size="lg" mt="xs">
            {t('allGames.intro')}
          </Text>
          {SOME_COMING_SOON && <Text mt="xs">{t('allGames.comingSoonNote')}</Text>}
          <Group mt="md">
            <Button component={Link} to={paths.howTo} size="md">
              {t('allGames.howToButton')}
            </Button>
            <Button component={Link} to={paths.plans} size="md" variant="light">
              {t('allGames.plansButton')}
            </Button>
          </Group>
        </div>
        {SECTIONS.map((section) => (
          <Section
            key={section.id}
            id={section.id}
            title={t(section.title)}
            intro={t(section.intro)}
            keys={section.keys}
          />
        ))}
      </Stack>
    </Container>
  );
}
