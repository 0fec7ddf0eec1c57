import { useEffect, useMemo } from 'react';
import { Anchor, Badge, Container, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { findGame } from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../../components/use-page-title';
import { gameName } from '../../lib/game-manifests';
import { gamePicture } from '../../lib/games';
import { useLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import classes from './games-info.module.css';
import { howToSections } from './how-to-content';

/** How To (accounts §2): one section per game, each with its own anchor (/how-to#wordsearch). */
export default function HowToPage() {
  const { t } = useTranslation('gamesInfo');
  const language = useLanguage();
  usePageTitle(t('howTo.pageTitle'));
  const sections = useMemo(
    () => howToSections(language, (text) => t('howTo.comingSoonParagraph', { text })),
    [language, t],
  );
  const { hash } = useLocation();

  // The router does not scroll to an anchor by itself.
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, [hash]);

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('howTo.title')}</Title>
        <Text size="lg">{t('howTo.intro')}</Text>
        <Paper withBorder radius="xl" p="lg">
          <Title order={2} size="h3" mb="xs">
            {t('howTo.everyGameTitle')}
          </Title>
          <List spacing={4}>
            <List.Item>{t('howTo.adminPanel')}</List.Item>
            <List.Item>{t('howTo.fullscreen')}</List.Item>
            <List.Item>{t('howTo.saved')}</List.Item>
          </List>
        </Paper>
        <nav aria-label={t('howTo.gamesNav')}>
          <Group gap="xs">
            {sections.map(({ key }) => (
              <Anchor key={key} href={`#${key}`} size="sm" fw={700}>
                {gameName(key, language)}
              </Anchor>
            ))}
          </Group>
        </nav>
        {sections.map(({ key, paragraphs, ready }) => {
          const game = findGame(key);
          if (!game) return null;
          const name = gameName(key, language);
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
                  {name}
                </Title>
                {!ready && (
                  <Badge color="gray" tt="none">
                    {t('howTo.comingSoon')}
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
                  {t('howTo.play', { name })}
                </Anchor>
              )}
            </Paper>
          );
        })}
      </Stack>
    </Container>
  );
}
