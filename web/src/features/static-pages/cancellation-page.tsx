import { Anchor, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('pages');
  usePageTitle(t('cancellation.pageTitle'));
  const billing = billingEmail();
  return (
    <Container size="sm" py="xl">
      <Paper radius="xl" p={{ base: 'lg', sm: 40 }} withBorder>
        <Stack gap="md">
          <Title order={1}>{t('cancellation.title')}</Title>
          <Text size="lg">{t('cancellation.intro')}</Text>
          <List type="ordered" size="lg" spacing="xs">
            <List.Item>
              <Trans
                t={t}
                i18nKey="cancellation.stepProfile"
                components={{ profile: <Anchor component={Link} to={paths.profile} fw={700} /> }}
              />
            </List.Item>
            <List.Item>{t('cancellation.stepLicence')}</List.Item>
            <List.Item>{t('cancellation.stepCancel')}</List.Item>
          </List>
          <Text>{t('cancellation.stillUsable')}</Text>
          <Title order={2} size="h3" mt="md">
            {t('cancellation.feedbackTitle')}
          </Title>
          <Text>
            <Trans t={t} i18nKey="cancellation.feedback" components={{ mail: <MailLink address={supportEmail()} /> }} />
          </Text>
          <Text>
            <Trans t={t} i18nKey="cancellation.billing" components={{ mail: <MailLink address={billing} /> }} />
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
