import { Anchor, Badge, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { findGame, type GameEntry, type GameKey } from '@playwords/common';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/use-page-title';
import { COMING_SOON_NOTE, gameLook, gamePicture } from '../../lib/games';
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

/** Whether a game the page lists is still being built (then, and only then, the page says what 'Coming soon' means). */
const SOME_COMING_SOON = [...PRO_GAMES, ...BETA_GAMES, ...TOOLS, ...FREE_GAMES].some(
  (key) => findGame(key)?.has_template === false,
);

function GameTile({ game }: { game: GameEntry }) {
  const look = gameLook(game.internal_name);
  return (
    <Paper component="article" withBorder radius="xl" p="md" aria-label={game.name} className={classes.tile}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <img className={classes.picture} src={gamePicture(game.internal_name)} alt="" aria-hidden loading="lazy" />
        <Stack gap={4}>
          <Title order={3} size="h4">
            {game.name}
          </Title>
          <Text size="sm">{look.blurb}</Text>
          <Group gap="xs" mt={4}>
            {game.has_template ? (
              <Anchor component={Link} to={paths.game(game.internal_name)} fw={800} size="sm">
                Play
              </Anchor>
            ) : (
              <Badge color="orange" tt="none" variant="light" size="md">
                Coming soon
              </Badge>
            )}
            <Anchor component={Link} to={`${paths.howTo}#${game.internal_name}`} size="sm">
              How to play
            </Anchor>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

function Section({ title, intro, keys }: { title: string; intro: string; keys: GameKey[] }) {
  const id = `games-${title.toLowerCase().replace(/\W+/g, '-')}`;
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
  usePageTitle('Games');
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <div>
          <Title order={1}>Games</Title>
          <Text size="lg" mt="xs">
            Classroom games for your whole class, played with your own words and pictures on the projector or the
            smartboard. Nothing to install.
          </Text>
          {SOME_COMING_SOON && <Text mt="xs">{COMING_SOON_NOTE}</Text>}
          <Group mt="md">
            <Button component={Link} to={paths.howTo} size="md">
              How to play each game
            </Button>
            <Button component={Link} to={paths.plans} size="md" variant="light">
              See the plans
            </Button>
          </Group>
        </div>
        <Section title="Pro games" intro="Every released game comes with Pro and Premium." keys={PRO_GAMES} />
        <Section title="Premium beta games" intro="Premium plays new games before everyone else." keys={BETA_GAMES} />
        <Section title="Tools" intro="Spinners for picking teams, speakers, numbers and words." keys={TOOLS} />
        <Section title="Free games" intro="Free with a Basic account: sign up and play." keys={FREE_GAMES} />
      </Stack>
    </Container>
  );
}
