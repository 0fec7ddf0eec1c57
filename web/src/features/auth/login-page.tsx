import '../../components/form-styles';
import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Checkbox, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { prepareLoginUsername, type UserDto } from '@playwords/common';
import { PasswordField } from '../../components/password-field';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ErrorList, fieldError } from '../../components/error-messages';
import { usePageTitle } from '../../components/use-page-title';
import { api, ApiError, NetworkError } from '../../lib/api';
import { fallbackText, hasErrors, noResponseText, splitErrors } from '../../lib/form-errors';
import { isMaxSessionsState } from '../../lib/login-redirect';
import { paths } from '../../lib/paths';
import { pathAfterLogin, rememberLogin, setCurrentUser } from '../../lib/session';

const FIELDS = ['username', 'password'] as const;

interface LoginErrors {
  username?: string[];
  password?: string[];
  /** The server's username error is about the pair ('Unable to log in…'): changing either field clears it. */
  aboutBoth?: boolean;
  general: string[];
}

const NO_ERRORS: LoginErrors = { general: [] };

/** Turns a failed login into messages under the fields and a general list (core §5, §8). */
function toLoginErrors(error: unknown): LoginErrors {
  if (error instanceof NetworkError) return { password: [noResponseText()], general: [] };
  if (error instanceof ApiError && hasErrors(error.body)) {
    const { fields, general } = splitErrors(error.body, FIELDS);
    return { ...fields, aboutBoth: fields.username !== undefined, general };
  }
  return { general: [fallbackText()] };
}

/** Log In (core §2): username, password, remember me (on by default) and a link to reset the password. */
export default function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  usePageTitle(t('common:nav.logIn'));
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>(NO_ERRORS);

  const showExpiredNotice = isMaxSessionsState(location.state);

  /** She changed `field`: what was said about it (and a wrong-credentials error, about both) no longer holds. */
  function clearFieldError(field: (typeof FIELDS)[number]) {
    setErrors((current) => {
      const clearUsername = field === 'username' || current.aboutBoth === true;
      if (!current[field] && !(clearUsername && current.username)) return current;
      const next = { ...current, [field]: undefined };
      if (clearUsername) return { ...next, username: undefined, aboutBoth: undefined };
      return next;
    });
  }
  const usernameInvalid = (errors.username?.length ?? 0) > 0;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const missing: LoginErrors = { general: [] };
    if (username.trim() === '') missing.username = [t('required')];
    if (password === '') missing.password = [t('required')];
    if (missing.username || missing.password) {
      setErrors(missing);
      return;
    }

    setErrors(NO_ERRORS);
    setSubmitting(true);
    try {
      const user = await api.post<UserDto>('/users/login/', {
        username: prepareLoginUsername(username),
        password,
        remember,
      });
      setCurrentUser(queryClient, user);
      rememberLogin(remember);
      void navigate(pathAfterLogin(user), { replace: true });
    } catch (error) {
      setErrors(toLoginErrors(error));
      setSubmitting(false);
    }
  }

  return (
    <Container size={480} py={48}>
      <Paper radius="xl" p={{ base: 'lg', sm: 36 }} shadow="md" withBorder>
        <Title order={1} ta="center" mb="lg">
          {t('common:nav.logIn')}
        </Title>
        {showExpiredNotice && (
          <Alert color="orange" variant="light" radius="lg" mb="md">
            {t('login.expired')}
          </Alert>
        )}
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('username')}
              name="username"
              autoComplete="username"
              size="md"
              value={username}
              onChange={(event) => {
                setUsername(event.currentTarget.value);
                clearFieldError('username');
              }}
              error={fieldError(errors.username)}
              withAsterisk
            />
            <PasswordField
              label={t('password')}
              name="password"
              autoComplete="current-password"
              size="md"
              value={password}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
                clearFieldError('password');
              }}
              // A wrong username is reported on the username field but marks both (core §5).
              error={fieldError(errors.password, usernameInvalid)}
              // Mantine does not set aria-invalid on the inner field of a PasswordInput.
              aria-invalid={usernameInvalid || (errors.password?.length ?? 0) > 0 || undefined}
              withAsterisk
            />
            <Checkbox
              label={t('login.remember')}
              name="remember"
              size="md"
              checked={remember}
              onChange={(event) => setRemember(event.currentTarget.checked)}
            />
            <ErrorList messages={errors.general} />
            <Button type="submit" size="lg" fullWidth loading={submitting} disabled={submitting}>
              {t('common:nav.logIn')}
            </Button>
            <Stack gap={4} align="center">
              <Anchor component={Link} to={paths.resetPassword}>
                {t('login.forgot')}
              </Anchor>
              <Text>
                {t('login.noAccount')}{' '}
                <Anchor component={Link} to={paths.signup} fw={700}>
                  {t('common:nav.signUp')}
                </Anchor>
              </Text>
            </Stack>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
