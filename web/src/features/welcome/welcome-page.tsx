import { Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from '../../components/logo';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../lib/paths';

/** For a browser that has logged in before but is signed out now; the logo leads here (core §2). */
export default function WelcomePage() {
  const { t } = useTranslation(['auth', 'common']);
  usePageTitle(t('welcome.title'));
  return (
    <Container size="sm" py={56}>
      <Paper radius="xl" p={{ base: 'lg', sm: 40 }} shadow="md" withBorder>
        <Stack align="center" gap="md" ta="center">
          <LogoMark size={88} title="" />
          <Title order={1}>{t('welcome.heading')}</Title>
          <Text size="lg">{t('welcome.text')}</Text>
          <Button component={Link} to={paths.login} size="xl" mt="sm">
            {t('common:nav.logIn')}
          </Button>
          <Text>
            {t('welcome.newHere')}{' '}
            <Anchor component={Link} to={paths.signup} fw={700}>
              {t('common:nav.signUp')}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
