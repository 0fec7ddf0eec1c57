import '../../components/form-styles';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Anchor, Button, Checkbox, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorList, fieldError } from '../../components/error-messages';
import { PasswordField } from '../../components/password-field';
import { RedirectCountdown } from '../../components/redirect-countdown';
import { usePageTitle } from '../../components/use-page-title';
import { api, ApiError, NetworkError } from '../../lib/api';
import { hasErrors, noResponseText, splitErrors, withoutField, type FieldMessages } from '../../lib/form-errors';
import { currentLanguage, i18n } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { SIGNUP_REDIRECT_SECONDS } from './messages';

type Field = 'username' | 'password' | 'passwordConfirm' | 'email' | 'display_name';
/** The fields whose server errors show under the field (accounts §5); the rest go to the general list. */
const SERVER_FIELDS = ['username', 'password', 'email', 'display_name'] as const;
const REQUIRED_FIELDS: readonly Field[] = ['username', 'password', 'passwordConfirm', 'email'];

type Values = Record<Field, string>;

interface SignupErrors {
  fields: FieldMessages<Field>;
  general: string[];
}

const EMPTY_VALUES: Values = { username: '', password: '', passwordConfirm: '', email: '', display_name: '' };
const NO_ERRORS: SignupErrors = { fields: {}, general: [] };

/** 'The passwords do not match', in the reader's language. */
const mismatchText = () => i18n.t('auth:signup.mismatch');

/** Client checks of accounts §5: everything but display_name is required, and the passwords must match. */
function validate(values: Values): FieldMessages<Field> {
  const errors: FieldMessages<Field> = {};
  for (const field of REQUIRED_FIELDS) {
    if (values[field].trim() === '') errors[field] = [i18n.t('auth:required')];
  }
  if (!errors.password && !errors.passwordConfirm && values.password !== values.passwordConfirm) {
    errors.passwordConfirm = [mismatchText()];
  }
  return errors;
}

function toSignupErrors(error: unknown): SignupErrors {
  if (error instanceof NetworkError) return { fields: {}, general: [noResponseText()] };
  if (error instanceof ApiError && hasErrors(error.body)) return splitErrors(error.body, SERVER_FIELDS);
  return { fields: {}, general: [i18n.t('auth:signup.failed')] };
}

/** 'Account Created!' and a visible countdown to /login (accounts §2, §9). */
function AccountCreated() {
  const { t } = useTranslation('auth');
  return (
    <Stack align="center" ta="center" gap="md" role="status">
      <Title order={1}>{t('signup.created')}</Title>
      <RedirectCountdown
        to={paths.login}
        seconds={SIGNUP_REDIRECT_SECONDS}
        destination={t('signup.destination')}
        goNowLabel={t('signup.goNow')}
      />
    </Stack>
  );
}

/** Sign Up (accounts §2, §5, §8). */
export default function SignupPage() {
  const { t } = useTranslation(['auth', 'common']);
  usePageTitle(t('common:nav.signUp'));
  const [values, setValues] = useState<Values>(EMPTY_VALUES);
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [errors, setErrors] = useState<SignupErrors>(NO_ERRORS);
  const [submitting, setSubmitting] = useState(false);
  const [created, setCreated] = useState(false);

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => {
        const next = withoutField(current, field);
        // 'The passwords do not match' is about both: changing the password may have fixed it too.
        return field === 'password' && next.fields.passwordConfirm?.includes(mismatchText())
          ? withoutField(next, 'passwordConfirm')
          : next;
      });
    },
    error: fieldError(errors.fields[field]),
    // Set by hand: Mantine leaves aria-invalid off the inner field of a PasswordInput.
    'aria-invalid': (errors.fields[field]?.length ?? 0) > 0 || undefined,
    size: 'md' as const,
  });

  const input = {
    username: bind('username'),
    password: bind('password'),
    passwordConfirm: bind('passwordConfirm'),
    email: bind('email'),
    display_name: bind('display_name'),
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const clientErrors = validate(values);
    if (Object.keys(clientErrors).length > 0) {
      setErrors({ fields: clientErrors, general: [] });
      return;
    }
    setErrors(NO_ERRORS);
    setSubmitting(true);
    try {
      await api.post('/users/', {
        username: values.username,
        password: values.password,
        email: values.email,
        accepted_terms_and_conditions: acceptedTerms,
        display_name: values.display_name,
        language: currentLanguage(),
      });
      setCreated(true);
    } catch (error) {
      setErrors(toSignupErrors(error));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Container size={560} py={48}>
      <Paper radius="xl" p={{ base: 'lg', sm: 36 }} shadow="md" withBorder>
        {created ? (
          <AccountCreated />
        ) : (
          <>
            <Title order={1} ta="center" mb="lg">
              {t('signup.title')}
            </Title>
            <form onSubmit={handleSubmit} noValidate>
              <Stack gap="md">
                <TextInput label={t('username')} autoComplete="username" withAsterisk {...input.username} />
                <PasswordField label={t('password')} autoComplete="new-password" withAsterisk {...input.password} />
                <PasswordField
                  label={t('signup.confirm')}
                  autoComplete="new-password"
                  withAsterisk
                  {...input.passwordConfirm}
                />
                <TextInput label={t('signup.email')} type="email" autoComplete="email" withAsterisk {...input.email} />
                <TextInput
                  label={t('signup.displayName')}
                  description={t('signup.displayNameHint')}
                  autoComplete="nickname"
                  {...input.display_name}
                />
                <Checkbox
                  name="accepted_terms_and_conditions"
                  size="md"
                  checked={acceptedTerms}
                  onChange={(event) => setAcceptedTerms(event.currentTarget.checked)}
                  label={
                    <Trans
                      t={t}
                      i18nKey="signup.terms"
                      components={{ terms: <Anchor component={Link} to={paths.terms} target="_blank" /> }}
                    />
                  }
                />
                <ErrorList messages={errors.general} />
                <Button type="submit" size="lg" fullWidth loading={submitting} disabled={submitting}>
                  {t('common:nav.signUp')}
                </Button>
                <Text ta="center">
                  {t('signup.haveAccount')}{' '}
                  <Anchor component={Link} to={paths.login} fw={700}>
                    {t('common:nav.logIn')}
                  </Anchor>
                </Text>
              </Stack>
            </form>
          </>
        )}
      </Paper>
    </Container>
  );
}
