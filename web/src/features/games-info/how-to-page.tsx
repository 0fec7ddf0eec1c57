import { useEffect } from 'react';
import { Anchor, Badge, Container, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { findGame } from '@playwords/common';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../../components/use-page-title';
import { gamePicture } from '../../lib/games';
import { paths } from '../../lib/paths';
import classes from './games-info.module.css';
import { HOW_TO_SECTIONS } from './how-to-content';

/** How To (accounts §2): one section per game, each with its own anchor (/how-to#wordsearch). */
export default function HowToPage() {
  usePageTitle('How To');
  const { hash } = useLocation();

  // The router does not scroll to an anchor by itself.
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, [hash]);

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>How To</Title>
        <Text size="lg">
          Every game plays with the words of your selected wordlist and your favourite pictures, on a projector or a
          smartboard, with the whole class in teams. Open a game from your dashboard.
        </Text>
        <Paper withBorder radius="xl" p="lg">
          <Title order={2} size="h3" mb="xs">
            In every game
          </Title>
          <List spacing={4}>
            <List.Item>
              Games have a hidden teacher admin panel: hold the top-left corner for 2 seconds, or press Ctrl+Shift+A.
            </List.Item>
            <List.Item>
              Go Fullscreen (or the game&apos;s fullscreen key, F) fills the projector; the mute button is at the top
              right.
            </List.Item>
            <List.Item>
              Progress is saved on this computer at the end of each round: next time the game asks &ldquo;Resume or new
              game?&rdquo;.
            </List.Item>
          </List>
        </Paper>
        <nav aria-label="Games">
          <Group gap="xs">
            {HOW_TO_SECTIONS.map(({ key }) => (
              <Anchor key={key} href={`#${key}`} size="sm" fw={700}>
                {findGame(key)?.name}
              </Anchor>
            ))}
          </Group>
        </nav>
        {HOW_TO_SECTIONS.map(({ key, paragraphs, ready }) => {
          const game = findGame(key);
          if (!game) return null;
          return (
            <Paper
              key={key}
              component="section"
              id={key}
              withBorder
              radius="xl"
              p="lg"
              className={classes.section}
              aria-labelledby={`how-to-${key}`}
            >
              <Group gap="sm" mb="xs">
                <img
                  className={classes.picture}
                  src={gamePicture(game.internal_name)}
                  alt=""
                  aria-hidden
                  loading="lazy"
                />
                <Title id={`how-to-${key}`} order={2} size="h3">
                  {game.name}
                </Title>
                {!ready && (
                  <Badge color="gray" tt="none">
                    Coming soon
                  </Badge>
                )}
              </Group>
              <Stack gap="xs">
                {paragraphs.map((text, index) => (
                  <Text key={index}>{text}</Text>
                ))}
              </Stack>
              {ready && (
                <Anchor component={Link} to={paths.game(key)} fw={800} mt="sm" display="inline-block">
                  Play {game.name}
                </Anchor>
              )}
            </Paper>
          );
        })}
      </Stack>
    </Container>
  );
}
