import { Button, Stack, Text, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessages } from '../lib/form-errors';
import { ErrorList } from './error-messages';

export interface LoadErrorProps {
  /** What could not be loaded, as a sentence ('Your licenses could not be loaded.'). */
  message: string;
  /** The failure, listed under the message (no response → the contact text; empty → the fallback). */
  error: unknown;
  /** Tries again (a query's refetch). */
  onRetry: () => void;
  size?: MantineSize;
}

/** The state of a section whose data failed to load: what failed, why, and a 'Try again' button. */
export function LoadError({ message, error, onRetry, size }: LoadErrorProps) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="sm" align="flex-start">
      <Text size={size}>{message}</Text>
      <ErrorList messages={errorMessages(error)} />
      <Button variant="light" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </Stack>
  );
}
