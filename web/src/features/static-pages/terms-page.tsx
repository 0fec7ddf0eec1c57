import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Divider.css';
import { useEffect } from 'react';
import { Alert, Anchor, Box, Button, Container, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePageTitle } from '../../components/use-page-title';
import { switchLanguage, useLanguage } from '../../lib/i18n';
import { TermsSectionBody, TermsSummary, useTermsSections } from './terms-content';
import classes from './terms-page.module.css';

const TOP_ID = 'terms-top';

/**
 * Terms and Conditions (accounts §1 and §2): the plain-language summary in a box, the table of contents, then the
 * 25 numbered sections, each heading an anchor (/terms#section-11). The text lives in the 'terms' catalogue, laid
 * out by terms-content.tsx. A translation opens with a notice that the English text is the binding one, and a way
 * to read it.
 */
export default function TermsPage() {
  const { t } = useTranslation(['terms', 'plans']);
  const language = useLanguage();
  const sections = useTermsSections();
  usePageTitle(t('title'));
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
              {t('title')}
            </Title>
            <Text c="dimmed" fw={700} mt={4}>
              {t('lastUpdated')}
            </Text>
          </div>
          <Button variant="light" size="compact-md" onClick={() => window.print()} className={classes.screenOnly}>
            {t('print')}
          </Button>
        </Group>

        {language !== 'en' && (
          <Alert color="blue" variant="light" radius="lg">
            <Stack gap="sm" align="flex-start">
              <Text fw={600}>{t('notice.text')}</Text>
              <Button
                variant="white"
                size="compact-md"
                onClick={() => void switchLanguage('en')}
                className={classes.screenOnly}
              >
                {t('notice.readInEnglish')}
              </Button>
            </Stack>
          </Alert>
        )}

        <Paper
          component="section"
          aria-labelledby="terms-summary"
          withBorder
          radius="xl"
          p={{ base: 'md', sm: 'xl' }}
          className={classes.summary}
        >
          <Title order={2} size="h3" id="terms-summary" mb="sm">
            {t('summaryTitle')}
          </Title>
          <Box className={classes.body}>
            <TermsSummary />
          </Box>
          <Text size="sm" c="dimmed" mt="md">
            {t('summaryNote')}
          </Text>
        </Paper>

        <nav aria-labelledby="terms-contents">
          <Title order={2} size="h3" id="terms-contents" mb="sm">
            {t('contentsTitle')}
          </Title>
          <ol className={classes.contents}>
            {sections.map(({ id, number, title }) => (
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
            {t('fullTermsTitle')}
          </Title>
          {sections.map(({ key, id, number, title }) => (
            <section key={id} aria-labelledby={id}>
              <Title order={3} id={id} className={classes.section} mb="sm">
                <span className={classes.number}>{number}.</span> {title}
              </Title>
              <Stack gap="sm" className={classes.body}>
                <TermsSectionBody section={key} />
              </Stack>
              <Anchor href={`#${TOP_ID}`} size="sm" mt="xs" display="inline-block" className={classes.screenOnly}>
                {t('backToTop')}
              </Anchor>
            </section>
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
