import '@mantine/core/styles/Divider.css';
import { useEffect } from 'react';
import { Anchor, Box, Button, Container, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { usePageTitle } from '../../components/use-page-title';
import { TERMS_SECTIONS, TERMS_SUMMARY, TERMS_TEXTS } from './terms-content';
import classes from './terms-page.module.css';

const TOP_ID = 'terms-top';

/**
 * Terms and Conditions (accounts §1 and §2): the plain-language summary in a box, the table of contents, then the
 * 25 numbered sections, each heading an anchor (/terms#section-11). The text lives in terms-content.tsx.
 */
export default function TermsPage() {
  usePageTitle(TERMS_TEXTS.title);
  const { hash } = useLocation();

  // The router does not scroll to an anchor by itself (a link from elsewhere to /terms#section-11).
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, [hash]);

  return (
    <Container size="sm" py="xl" className={classes.page}>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1} id={TOP_ID} className={classes.section}>
              {TERMS_TEXTS.title}
            </Title>
            <Text c="dimmed" fw={700} mt={4}>
              {TERMS_TEXTS.lastUpdated}
            </Text>
          </div>
          <Button variant="light" size="compact-md" onClick={() => window.print()} className={classes.screenOnly}>
            {TERMS_TEXTS.print}
          </Button>
        </Group>

        <Paper
          component="section"
          aria-labelledby="terms-summary"
          withBorder
          radius="xl"
          p={{ base: 'md', sm: 'xl' }}
          className={classes.summary}
        >
          <Title order={2} size="h3" id="terms-summary" mb="sm">
            {TERMS_TEXTS.summaryTitle}
          </Title>
          <Box className={classes.body}>{TERMS_SUMMARY}</Box>
          <Text size="sm" c="dimmed" mt="md">
            {TERMS_TEXTS.summaryNote}
          </Text>
        </Paper>

        <nav aria-labelledby="terms-contents">
          <Title order={2} size="h3" id="terms-contents" mb="sm">
            {TERMS_TEXTS.contentsTitle}
          </Title>
          <ol className={classes.contents}>
            {TERMS_SECTIONS.map(({ id, number, title }) => (
              <li key={id}>
                <Anchor href={`#${id}`} fw={700}>
                  {number}. {title}
                </Anchor>
              </li>
            ))}
          </ol>
        </nav>

        <Divider />

        <Stack component="article" aria-labelledby="terms-full" gap="xl">
          <Title order={2} id="terms-full">
            {TERMS_TEXTS.fullTermsTitle}
          </Title>
          {TERMS_SECTIONS.map(({ id, number, title, body }) => (
            <section key={id} aria-labelledby={id}>
              <Title order={3} id={id} className={classes.section} mb="sm">
                <span className={classes.number}>{number}.</span> {title}
              </Title>
              <Stack gap="sm" className={classes.body}>
                {body}
              </Stack>
              <Anchor href={`#${TOP_ID}`} size="sm" mt="xs" display="inline-block" className={classes.screenOnly}>
                {TERMS_TEXTS.backToTop}
              </Anchor>
            </section>
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
