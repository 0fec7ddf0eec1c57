import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorList } from '../../components/error-messages';
import { ApiError } from '../../lib/api';
import { errorMessages } from '../../lib/form-errors';

export interface AccountPanelProps {
  /** The page's heading (also its title). */
  title: string;
  children: ReactNode;
}

/** The card every account page sits in: the page heading, then the current step. */
export function AccountPanel({ title, children }: AccountPanelProps) {
  return (
    <Container size={600} py={48}>
      <Paper radius="xl" p={{ base: 'lg', sm: 36 }} shadow="md" withBorder>
        <Title order={1} ta="center" mb="lg">
          {title}
        </Title>
        {children}
      </Paper>
    </Container>
  );
}

export interface StepHeadingProps {
  children: ReactNode;
}

export function StepHeading({ children }: StepHeadingProps) {
  return (
    <Title order={2} size="h3" ta="center">
      {children}
    </Title>
  );
}

/**
 * The messages to add under the send-failure text: the server's own words when it asked to wait (429), since
 * "try refreshing" alone would not help then.
 */
export function sendFailureDetails(error: unknown): string[] {
  return error instanceof ApiError && error.status === 429 ? errorMessages(error) : [];
}

export interface ErrorStepProps {
  details?: string[];
}

/** 'Oh no!': the request for a code could not be sent (accounts §2, §8). */
export function ErrorStep({ details = [] }: ErrorStepProps) {
  const { t } = useTranslation('account');
  return (
    <Stack gap="md" align="center" ta="center" role="alert">
      <StepHeading>{t('steps.ohNo')}</StepHeading>
      <Text size="lg">{t('steps.sendFailed')}</Text>
      {details.map((detail) => (
        <Text key={detail} c="dimmed">
          {detail}
        </Text>
      ))}
    </Stack>
  );
}

export interface ResendEmailProps {
  send: () => Promise<unknown>;
}

/** 'Resend Email', then 'Email sent! Check your mailbox.' or what went wrong (accounts §2, §7). */
export function ResendEmail({ send }: ResendEmailProps) {
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const { t } = useTranslation('account');

  async function handleClick() {
    setSending(true);
    setSent(false);
    setErrors([]);
    try {
      await send();
      setSent(true);
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack gap="sm" align="center">
      <Button size="lg" loading={sending} disabled={sending} onClick={() => void handleClick()}>
        {t('steps.resendEmail')}
      </Button>
      <div role="status" aria-live="polite">
        {sent && (
          <Text size="lg" fw={700} c="green.8">
            {t('steps.emailSent')}
          </Text>
        )}
      </div>
      <ErrorList messages={errors} />
    </Stack>
  );
}
