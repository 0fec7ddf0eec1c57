import '../../components/form-styles';
import { useState, type FormEvent } from 'react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { nameToShow, type UserDto } from '@playwords/common';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorList, fieldError } from '../../components/error-messages';
import { PasswordField } from '../../components/password-field';
import { PageLoader } from '../../components/page-loader';
import { usePageTitle } from '../../components/use-page-title';
import { requestCode, resetPassword } from '../../lib/account';
import { fallbackText, withoutField } from '../../lib/form-errors';
import { i18n } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { hasLoggedInBefore } from '../../lib/session';
import { AccountPanel, ErrorStep, StepHeading } from './account-steps';
import { CodeStep } from './code-step';
import { toStepErrors, type StepErrors } from './form-errors';
import { useCodeFlow } from './use-code-flow';

interface ConfirmStepProps {
  user: UserDto | undefined;
  onSent: (name: string) => void;
  onFailed: (error: unknown) => void;
}

/** Step 1: whose password (skipped for a signed-in user, who is named instead), then the code is sent. */
function ConfirmStep({ user, onSent, onFailed }: ConfirmStepProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const { t } = useTranslation('account');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const target = user ? user.username : name.trim();
    if (target === '') {
      setError(t('reset.fillOut'));
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      await requestCode(target, 'password');
      onSent(target);
    } catch (failure) {
      onFailed(failure);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {user ? (
          <Text size="lg" ta="center">
            <Trans t={t} i18nKey="reset.loggedIn" values={{ name: nameToShow(user) }} components={{ b: <strong /> }} />
          </Text>
        ) : (
          <>
            <Text size="lg">{t('reset.typeName')}</Text>
            <TextInput
              label={t('reset.nameLabel')}
              name="name"
              autoComplete="username"
              size="md"
              withAsterisk
              value={name}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setError(undefined);
              }}
              error={error}
              aria-invalid={error ? true : undefined}
            />
          </>
        )}
        <Button type="submit" size="lg" fullWidth loading={sending} disabled={sending}>
          {t('steps.sendConfirmation')}
        </Button>
      </Stack>
    </form>
  );
}

type PasswordField = 'password' | 'passwordConfirm';

const NO_ERRORS: StepErrors<PasswordField> = { fields: {}, general: [] };

function passwordsDontMatchText(): string {
  return i18n.t('account:reset.passwordsDontMatch');
}

function validatePasswords(password: string, confirm: string): StepErrors<PasswordField>['fields'] {
  const errors: StepErrors<PasswordField>['fields'] = {};
  if (password === '') errors.password = [i18n.t('account:reset.typePassword')];
  if (confirm === '') errors.passwordConfirm = [i18n.t('account:reset.typePasswordAgain')];
  else if (password !== '' && password !== confirm) errors.passwordConfirm = [passwordsDontMatchText()];
  return errors;
}

interface PasswordStepProps {
  name: string;
  code: string;
  onDone: () => void;
}

/** Step 3: the new password twice; the server's password rules show under the field. */
function PasswordStep({ name, code, onDone }: PasswordStepProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<StepErrors<PasswordField>>(NO_ERRORS);
  const [submitting, setSubmitting] = useState(false);
  const { t } = useTranslation('account');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const clientErrors = validatePasswords(password, confirm);
    if (Object.keys(clientErrors).length > 0) {
      setErrors({ fields: clientErrors, general: [] });
      return;
    }
    setErrors(NO_ERRORS);
    setSubmitting(true);
    try {
      await resetPassword(name, code, password);
      onDone();
    } catch (error) {
      setErrors(toStepErrors(error, ['password'], fallbackText()));
      setSubmitting(false);
    }
  }

  const bind = (field: PasswordField) => ({
    error: fieldError(errors.fields[field]),
    // Set by hand: Mantine leaves aria-invalid off the inner field of a PasswordInput.
    'aria-invalid': (errors.fields[field]?.length ?? 0) > 0 || undefined,
    size: 'md' as const,
    autoComplete: 'new-password',
    withAsterisk: true,
  });
  const passwordProps = bind('password');
  const confirmProps = bind('passwordConfirm');

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="lg">{t('reset.codeRight')}</Text>
        <PasswordField
          label={t('reset.newPassword')}
          name="password"
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setErrors((current) => {
              const next = withoutField(current, 'password');
              // 'The passwords don't match' is about both: a new password may have fixed it too.
              return next.fields.passwordConfirm?.includes(passwordsDontMatchText())
                ? withoutField(next, 'passwordConfirm')
                : next;
            });
          }}
          {...passwordProps}
        />
        <PasswordField
          label={t('reset.confirmPassword')}
          name="passwordConfirm"
          value={confirm}
          onChange={(event) => {
            setConfirm(event.currentTarget.value);
            setErrors((current) => withoutField(current, 'passwordConfirm'));
          }}
          {...confirmProps}
        />
        <ErrorList messages={errors.general} />
        <Button type="submit" size="lg" fullWidth loading={submitting} disabled={submitting}>
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * Password reset (/reset-password, accounts §2, §4, §5, §8): (1) whose password, skipped for a signed-in user;
 * (2) the e-mailed code, checked once complete; (3) the new password; (4) all set, signed out here and everywhere;
 * (5) 'Oh no!' when the code could not be sent. A returning visitor's session is restored first, so a signed-in
 * user is not asked for her name.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('reset.title'));
  const flow = useCodeFlow('password', hasLoggedInBefore());

  let content;
  switch (flow.step) {
    case 'confirm':
      content = flow.me.isLoading ? (
        <PageLoader />
      ) : (
        <ConfirmStep user={flow.me.data} onSent={flow.sent} onFailed={flow.failed} />
      );
      break;
    case 'code':
      content = (
        <CodeStep name={flow.name} purpose="password" onValid={flow.codeValid}>
          {t('reset.codeSent')}
        </CodeStep>
      );
      break;
    case 'password':
      content = <PasswordStep name={flow.name} code={flow.code} onDone={flow.done} />;
      break;
    case 'done':
      content = (
        <Stack gap="md" align="center" ta="center" role="status">
          <StepHeading>{t('steps.allSet')}</StepHeading>
          <Text size="lg">{t('reset.logInWithNewPassword')}</Text>
          <Button component={Link} to={paths.login} size="lg">
            {t('steps.logIn')}
          </Button>
        </Stack>
      );
      break;
    case 'error':
      content = <ErrorStep details={flow.failureDetails} />;
      break;
  }

  return <AccountPanel title={t('reset.title')}>{content}</AccountPanel>;
}
