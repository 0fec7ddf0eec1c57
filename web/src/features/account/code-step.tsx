import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CodeBox } from '../../components/code-box';
import { validateCode, type TokenReason } from '../../lib/account';
import { StepHeading } from './account-steps';

export interface CodeStepProps {
  /** The username or e-mail the code was sent for. */
  name: string;
  /** What the code is for. */
  purpose: TokenReason;
  /** Where the code went, under 'Email sent!'. */
  children: ReactNode;
  /** The code, once the server accepted it. */
  onValid: (code: string) => void;
}

/** Step 2 of a code flow: 'Email sent!', where it went, and the code, checked once complete (accounts §2, §5). */
export function CodeStep({ name, purpose, children, onValid }: CodeStepProps) {
  const { t } = useTranslation('account');
  return (
    <Stack gap="md">
      <StepHeading>{t('steps.codeSentHeading')}</StepHeading>
      <Text size="lg">{children}</Text>
      <CodeBox check={(typed) => validateCode(typed, name, purpose)} onValid={onValid} />
    </Stack>
  );
}
