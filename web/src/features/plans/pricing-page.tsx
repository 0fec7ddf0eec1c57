import '../../components/form-styles';
import { useEffect } from 'react';
import { Anchor, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../lib/paths';
import { forgetRememberMe, hasLoggedInBefore, useCurrentUser, useRestoreSession } from '../../lib/session';
import { LicenceKeyForm } from './licence-key-form';
import { TrialCards } from './trial-cards';

/** The purchase panel's place. Payments are later work: say so plainly, never pretend to sell. */
function PurchasePanel({ signedIn }: { signedIn: boolean }) {
  return (
    <Paper component="section" aria-labelledby="purchase-heading" radius="xl" p="xl" withBorder>
      <Stack gap="md">
        <Title id="purchase-heading" order={2} size="h3">
          Purchase a Full Plan!
        </Title>
        <Text>Buying a plan online is not available yet.</Text>
        {signedIn ? (
          <Text>Until then, start a free trial above or activate a license key.</Text>
        ) : (
          <Text>
            Please{' '}
            <Anchor component={Link} to={paths.login} fw={700}>
              Log In
            </Anchor>{' '}
            or{' '}
            <Anchor component={Link} to={paths.signup} fw={700}>
              Create an Account
            </Anchor>{' '}
            before purchasing. Basic is free: it needs only an account.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Pricing (/plans, accounts §2): the Pro and Premium trial cards, the purchase panel's place and the licence-key
 * form. A returning visitor's session is checked on load; if it is gone, remember-me is dropped (accounts §4, §8).
 */
export default function PricingPage() {
  usePageTitle('Pricing');
  const user = useCurrentUser();
  const restoring = user === undefined && hasLoggedInBefore();
  const session = useRestoreSession(restoring);

  useEffect(() => {
    if (session.isError) forgetRememberMe();
  }, [session.isError]);

  return (
    <Container size="lg" py="xl">
      <Title order={1} ta="center" mb="xl">
        Pricing
      </Title>
      <TrialCards user={user} sessionPending={restoring && session.isFetching} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <PurchasePanel signedIn={user !== undefined} />
        <LicenceKeyForm user={user} />
      </SimpleGrid>
    </Container>
  );
}
