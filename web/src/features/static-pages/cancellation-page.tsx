import { Anchor, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../lib/paths';
import { billingEmail, supportEmail } from '../../lib/site';

function MailLink({ address }: { address: string }) {
  return (
    <Anchor href={`mailto:${address}`} fw={700}>
      {address}
    </Anchor>
  );
}

/**
 * Cancellation (accounts §2): how to stop a subscription from renewing (profile, the active licence, the red
 * cancel button; no steps to confirm here), and whom to write to: feedback to the product, billing to the server's
 * billing contact.
 */
export default function CancellationPage() {
  usePageTitle('Cancellation');
  const billing = billingEmail();
  return (
    <Container size="sm" py="xl">
      <Paper radius="xl" p={{ base: 'lg', sm: 40 }} withBorder>
        <Stack gap="md">
          <Title order={1}>Cancellation</Title>
          <Text size="lg">To cancel your subscription so that your license no longer renews:</Text>
          <List type="ordered" size="lg" spacing="xs">
            <List.Item>
              Go to your{' '}
              <Anchor component={Link} to={paths.profile} fw={700}>
                profile
              </Anchor>
              .
            </List.Item>
            <List.Item>Click your active license.</List.Item>
            <List.Item>Click the red cancel button.</List.Item>
          </List>
          <Text>Your license stays usable until its days run out.</Text>
          <Title order={2} size="h3" mt="md">
            Feedback and billing
          </Title>
          <Text>
            We would love to hear why you are leaving and what we could do better: write to us at{' '}
            <MailLink address={supportEmail()} />.
          </Text>
          <Text>
            For questions about billing or refunds, contact <MailLink address={billing} />.
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
