import '../../components/form-styles';
import { useState, type FormEvent } from 'react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { nameToShow, type UserDto } from '@playwords/common';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorList, fieldError } from '../../components/error-messages';
import { PageLoader } from '../../components/page-loader';
import { usePageTitle } from '../../components/use-page-title';
import { changeEmail, requestCode } from '../../lib/account';
import { withoutField } from '../../lib/form-errors';
import { i18n } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { AccountPanel, ErrorStep, StepHeading } from './account-steps';
import { CodeStep } from './code-step';
import { toStepErrors, type StepErrors } from './form-errors';
import { useCodeFlow } from './use-code-flow';

/** Changing the e-mail needs a session (accounts §4): a visitor is asked to log in. */
function LogInFirst() {
  const { t } = useTranslation('account');
  return (
    <Stack gap="md" align="center" ta="center">
      <Text size="lg">{t('changeEmail.logInFirst')}</Text>
      <Button component={Link} to={paths.login} size="lg">
        {t('steps.goToLogin')}
      </Button>
    </Stack>
  );
}

interface ConfirmStepProps {
  user: UserDto;
  onSent: () => void;
  onFailed: (error: unknown) => void;
}

/** Step 1: what will happen, for whom; the click sends the code at once. */
function ConfirmStep({ user, onSent, onFailed }: ConfirmStepProps) {
  const [sending, setSending] = useState(false);
  const { t } = useTranslation('account');

  async function send() {
    setSending(true);
    try {
      await requestCode(user.username, 'email');
      onSent();
    } catch (error) {
      onFailed(error);
    }
  }

  return (
    <Stack gap="md" align="center" ta="center">
      <Text size="lg">
        <Trans
          t={t}
          i18nKey="changeEmail.loggedIn"
          values={{ name: nameToShow(user) }}
          components={{ b: <strong /> }}
        />
      </Text>
      <Text size="lg">{t('changeEmail.explain')}</Text>
      <Button size="lg" loading={sending} disabled={sending} onClick={() => void send()}>
        {t('steps.sendConfirmation')}
      </Button>
    </Stack>
  );
}

type EmailField = 'email';

const NO_ERRORS: StepErrors<EmailField> = { fields: {}, general: [] };

/** Client checks of accounts §5: something typed, with an '@'. */
function validateEmail(email: string): string | undefined {
  if (email === '') return i18n.t('account:changeEmail.typeEmail');
  if (!email.includes('@')) return i18n.t('account:changeEmail.validEmail');
  return undefined;
}

interface EmailStepProps {
  name: string;
  code: string;
  onDone: (email: string) => void;
}

/** Step 3: the new address; server errors are shown as returned. */
function EmailStep({ name, code, onDone }: EmailStepProps) {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<StepErrors<EmailField>>(NO_ERRORS);
  const [submitting, setSubmitting] = useState(false);
  const { t } = useTranslation('account');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const typed = email.trim();
    const clientError = validateEmail(typed);
    if (clientError) {
      setErrors({ fields: { email: [clientError] }, general: [] });
      return;
    }
    setErrors(NO_ERRORS);
    setSubmitting(true);
    try {
      await changeEmail(name, code, typed);
      onDone(typed);
    } catch (error) {
      setErrors(toStepErrors(error, ['email'], t('changeEmail.failed')));
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="lg">{t('changeEmail.codeRight')}</Text>
        <TextInput
          label={t('changeEmail.newEmail')}
          name="email"
          type="email"
          autoComplete="email"
          size="md"
          withAsterisk
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setErrors((current) => withoutField(current, 'email'));
          }}
          error={fieldError(errors.fields.email)}
          aria-invalid={(errors.fields.email?.length ?? 0) > 0 || undefined}
        />
        <ErrorList messages={errors.general} />
        <Button type="submit" size="lg" fullWidth loading={submitting} disabled={submitting}>
          {t('changeEmail.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * Change of e-mail (/change-email, accounts §2, §4, §5, §8): (1) confirm, which sends a code to the current
 * address at once; (2) the code, checked once complete; (3) the new address; (4) all set: a link went to the new
 * address, and the user is signed out; (5) 'Oh no!' when the code could not be sent. Signed-in users only: a
 * visitor's session is restored first, and without one she is asked to log in.
 */
export default function ChangeEmailPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('changeEmail.title'));
  const flow = useCodeFlow('email');
  const [newEmail, setNewEmail] = useState('');
  const { me } = flow;

  let content;
  switch (flow.step) {
    case 'confirm':
      if (me.data) {
        const user = me.data;
        content = <ConfirmStep user={user} onSent={() => flow.sent(user.username)} onFailed={flow.failed} />;
      } else if (me.isError) content = <LogInFirst />;
      else content = <PageLoader />;
      break;
    case 'code':
      content = (
        <CodeStep name={flow.name} purpose="email" onValid={flow.codeValid}>
          {t('changeEmail.codeSent')}
        </CodeStep>
      );
      break;
    case 'email':
      content = (
        <EmailStep
          name={flow.name}
          code={flow.code}
          onDone={(email) => {
            setNewEmail(email);
            flow.done();
          }}
        />
      );
      break;
    case 'done':
      content = (
        <Stack gap="md" align="center" ta="center" role="status">
          <StepHeading>{t('steps.allSet')}</StepHeading>
          <Text size="lg">
            <Trans t={t} i18nKey="changeEmail.sentTo" values={{ email: newEmail }} components={{ b: <strong /> }} />
          </Text>
          <Text size="lg">{t('changeEmail.untilThen')}</Text>
          <Text size="lg">{t('changeEmail.loggedOut')}</Text>
          <Button component={Link} to={paths.login} size="lg">
            {t('steps.goToLogin')}
          </Button>
        </Stack>
      );
      break;
    case 'error':
      content = <ErrorStep details={flow.failureDetails} />;
      break;
  }

  return <AccountPanel title={t('changeEmail.title')}>{content}</AccountPanel>;
}
