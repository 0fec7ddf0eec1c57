import { Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LogoMark } from '../../components/logo';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../lib/paths';

/** For a browser that has logged in before but is signed out now; the logo leads here (core §2). */
export default function WelcomePage() {
  usePageTitle('Welcome back');
  return (
    <Container size="sm" py={56}>
      <Paper radius="xl" p={{ base: 'lg', sm: 40 }} shadow="md" withBorder>
        <Stack align="center" gap="md" ta="center">
          <LogoMark size={88} title="" />
          <Title order={1}>Welcome back!</Title>
          <Text size="lg">Good to see you again. Log in to get back to your word lists and games.</Text>
          <Button component={Link} to={paths.login} size="xl" mt="sm">
            Log In
          </Button>
          <Text>
            New here?{' '}
            <Anchor component={Link} to={paths.signup} fw={700}>
              Sign Up
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
