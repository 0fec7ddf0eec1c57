import '../../components/form-styles';
import '@mantine/core/styles/Switch.css';
import { useState, type ReactNode } from 'react';
import { Anchor, Button, Group, NativeSelect, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { maskEmail, maskUsername, type UserDto } from '@playwords/common';
import { formatDate, isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '@playwords/common/i18n';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorList } from '../../components/error-messages';
import { StatusBadge } from '../../components/status-badge';
import { patchUser } from '../../lib/account';
import { useChooseLanguage } from '../../lib/account-language';
import { errorMessages } from '../../lib/form-errors';
import { i18n, useLanguage } from '../../lib/i18n';
import { datePart } from '../../lib/licences';
import { paths } from '../../lib/paths';
import { setCurrentUser } from '../../lib/session';
import classes from '../../components/detail-list.module.css';
import { InlineEditRow, ValueWithEdit } from './inline-edit-row';

/** The day she joined, as the server dated it (the date part of its UTC timestamp). */
const JOINED_DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' };

interface RowProps {
  term: string;
  children: ReactNode;
}

function Row({ term, children }: RowProps) {
  return (
    <div className={classes.row}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function EditLink({ to, label }: { to: string; label: string }) {
  const { t } = useTranslation('profile');
  return (
    <Button component={Link} to={to} variant="light" size="xs" aria-label={label}>
      {t('account.edit')}
    </Button>
  );
}

interface DisplayNameProps {
  user: UserDto;
}

/** The display name, edited in place (accounts §2, §5): required, must differ, then PATCH /api/users/{id}/. */
function DisplayName({ user }: DisplayNameProps) {
  const { t } = useTranslation('profile');
  return (
    <InlineEditRow
      user={user}
      field="display_name"
      display={user.display_name.trim() === '' ? <Text c="dimmed">{t('account.notSet')}</Text> : user.display_name}
      editLabel={t('account.editDisplayName')}
      label={t('account.displayName')}
      autoComplete="nickname"
      validate={(name) => {
        if (name === '') return i18n.t('profile:edit.required');
        if (name === user.display_name) return i18n.t('profile:edit.noChanges');
        return undefined;
      }}
      savedText={() => i18n.t('profile:edit.displayNameSaved')}
    />
  );
}

interface EmailProps {
  user: UserDto;
}

/**
 * The e-mail row. A validated address changes through /change-email (a code to the current address); one never
 * validated (a typo at sign-up) is corrected in place, and the server sends the activation link to the new one.
 */
function Email({ user }: EmailProps) {
  const { t } = useTranslation('profile');
  return (
    <InlineEditRow
      user={user}
      field="email"
      display={maskEmail(user.email)}
      editLabel={t('account.editEmail')}
      fixedAction={
        user.has_valid_email ? <EditLink to={paths.changeEmail} label={t('account.editEmail')} /> : undefined
      }
      label={t('account.email')}
      type="email"
      autoComplete="email"
      validate={(email) => {
        if (email === '') return i18n.t('profile:edit.typeEmail');
        if (!email.includes('@')) return i18n.t('profile:edit.validEmail');
        return undefined;
      }}
      savedText={(updated) => i18n.t('profile:edit.activationResent', { email: updated.email })}
    />
  );
}

interface WordlistSyncProps {
  user: UserDto;
}

/** Whether choosing a word list on one device chooses it on the others too (accounts §2); only with 2+ devices. */
function WordlistSync({ user }: WordlistSyncProps) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<boolean | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const { t } = useTranslation('profile');

  async function change(checked: boolean) {
    setPending(checked);
    setErrors([]);
    try {
      setCurrentUser(queryClient, await patchUser(user.id, { always_save_wordlist_across_devices: checked }));
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setPending(null);
    }
  }

  return (
    <Stack gap="xs">
      <Switch
        size="md"
        label={t('account.syncLabel')}
        description={t('account.syncDescription')}
        checked={pending ?? user.always_save_wordlist_across_devices}
        disabled={pending !== null}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
      <ErrorList messages={errors} />
    </Stack>
  );
}

interface AccountLanguageProps {
  user: UserDto;
}

/**
 * Her language (English / 中文), changed here as with the header's switch: the page follows at once and it is saved
 * on her account, which her e-mails follow.
 */
function AccountLanguage({ user }: AccountLanguageProps) {
  const { t } = useTranslation('profile');
  const choose = useChooseLanguage();
  const [pending, setPending] = useState<Language | null>(null);

  async function change(value: string) {
    if (!isLanguage(value)) return;
    setPending(value);
    try {
      await choose(value);
    } finally {
      setPending(null);
    }
  }

  return (
    <Stack gap={4}>
      <NativeSelect
        aria-label={t('account.language')}
        data={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
        value={pending ?? user.language}
        disabled={pending !== null}
        onChange={(event) => void change(event.currentTarget.value)}
        size="sm"
        w="fit-content"
      />
      <Text size="sm" c="dimmed" fw={400}>
        {t('account.languageHint')}
      </Text>
    </Stack>
  );
}

export interface AccountInfoProps {
  user: UserDto;
}

/** The info card of the profile (accounts §2). */
export function AccountInfo({ user }: AccountInfoProps) {
  const { t } = useTranslation('profile');
  const language = useLanguage();
  const joined = datePart(user.date_joined);
  return (
    <Paper component="section" aria-labelledby="profile-account" radius="xl" p="xl" withBorder>
      <Title id="profile-account" order={2} size="h3" mb="sm">
        {t('account.heading')}
      </Title>
      <dl className={classes.details}>
        <Row term={t('account.displayName')}>
          <DisplayName user={user} />
        </Row>
        <Row term={t('account.username')}>{maskUsername(user.username)}</Row>
        <Row term={t('account.password')}>
          <ValueWithEdit
            value="••••••••"
            action={<EditLink to={paths.resetPassword} label={t('account.editPassword')} />}
          />
        </Row>
        <Row term={t('account.email')}>
          <Email user={user} />
          {user.email_to_activate && (
            <Text size="sm" c="dimmed" fw={400}>
              {t('account.waitingFor', { email: maskEmail(user.email_to_activate) })}
            </Text>
          )}
        </Row>
        <Row term={t('account.emailStatus')}>
          {user.has_valid_email ? (
            <StatusBadge color="green">{t('account.valid')}</StatusBadge>
          ) : (
            <Group gap="sm">
              <StatusBadge color="red">{t('account.notValidated')}</StatusBadge>
              <Anchor component={Link} to={paths.activateReminder} size="sm">
                {t('account.resend')}
              </Anchor>
            </Group>
          )}
        </Row>
        <Row term={t('account.language')}>
          <AccountLanguage user={user} />
        </Row>
        <Row term={t('account.dateJoined')}>
          {/* The spec's 2024-05-01 in English; 2024年5月1日 in Chinese. */}
          {joined && language !== 'en' ? formatDate(joined, language, JOINED_DAY) : joined}
        </Row>
        {user.is_superuser && (
          <Row term={t('account.admin')}>
            <Group gap="sm">
              <StatusBadge color="play">{t('account.yes')}</StatusBadge>
              <Anchor component={Link} to={paths.admin} size="sm">
                {t('account.openAdmin')}
              </Anchor>
            </Group>
          </Row>
        )}
        <Row term={t('account.maxDevices')}>{user.max_sessions_allowed}</Row>
      </dl>
      {user.max_sessions_allowed > 1 && (
        <Stack mt="md">
          <WordlistSync user={user} />
        </Stack>
      )}
    </Paper>
  );
}
