import '../../components/form-styles';
import '@mantine/core/styles/Switch.css';
import { useState, type ReactNode } from 'react';
import { Anchor, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { maskEmail, maskUsername, type UserDto } from '@playwords/common';
import { Link } from 'react-router';
import { ErrorList } from '../../components/error-messages';
import { StatusBadge } from '../../components/status-badge';
import { patchUser } from '../../lib/account';
import { errorMessages } from '../../lib/form-errors';
import { datePart } from '../../lib/licences';
import { paths } from '../../lib/paths';
import { setCurrentUser } from '../../lib/session';
import classes from '../../components/detail-list.module.css';
import { InlineEditRow, ValueWithEdit } from './inline-edit-row';

/** Texts of the profile edits (accounts §5), word for word. */
export const REQUIRED_TEXT = 'You must fill out this field.';
export const NO_CHANGES_TEXT = "You haven't made any changes.";
export const DISPLAY_NAME_SAVED_TEXT = 'Your display name was saved.';
export const TYPE_EMAIL_TEXT = 'Please type in an email.';
export const VALID_EMAIL_TEXT = 'Please enter a valid email.';
export const activationResentText = (address: string) => `We sent a new activation email to ${address}.`;

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
  return (
    <Button component={Link} to={to} variant="light" size="xs" aria-label={label}>
      Edit
    </Button>
  );
}

interface DisplayNameProps {
  user: UserDto;
}

/** The display name, edited in place (accounts §2, §5): required, must differ, then PATCH /api/users/{id}/. */
function DisplayName({ user }: DisplayNameProps) {
  return (
    <InlineEditRow
      user={user}
      field="display_name"
      display={user.display_name.trim() === '' ? <Text c="dimmed">Not set</Text> : user.display_name}
      editLabel="Edit display name"
      label="Display Name"
      autoComplete="nickname"
      validate={(name) => {
        if (name === '') return REQUIRED_TEXT;
        if (name === user.display_name) return NO_CHANGES_TEXT;
        return undefined;
      }}
      savedText={() => DISPLAY_NAME_SAVED_TEXT}
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
  return (
    <InlineEditRow
      user={user}
      field="email"
      display={maskEmail(user.email)}
      editLabel="Edit email"
      fixedAction={user.has_valid_email ? <EditLink to={paths.changeEmail} label="Edit email" /> : undefined}
      label="Email"
      type="email"
      autoComplete="email"
      validate={(email) => {
        if (email === '') return TYPE_EMAIL_TEXT;
        if (!email.includes('@')) return VALID_EMAIL_TEXT;
        return undefined;
      }}
      savedText={(updated) => activationResentText(updated.email)}
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
        label="Update my selected word list on all my devices"
        description="When on, choosing a word list on one device chooses it on your other devices too."
        checked={pending ?? user.always_save_wordlist_across_devices}
        disabled={pending !== null}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
      <ErrorList messages={errors} />
    </Stack>
  );
}

export interface AccountInfoProps {
  user: UserDto;
}

/** The info card of the profile (accounts §2). */
export function AccountInfo({ user }: AccountInfoProps) {
  return (
    <Paper component="section" aria-labelledby="profile-account" radius="xl" p="xl" withBorder>
      <Title id="profile-account" order={2} size="h3" mb="sm">
        Account
      </Title>
      <dl className={classes.details}>
        <Row term="Display Name">
          <DisplayName user={user} />
        </Row>
        <Row term="Username">{maskUsername(user.username)}</Row>
        <Row term="Password">
          <ValueWithEdit value="••••••••" action={<EditLink to={paths.resetPassword} label="Edit password" />} />
        </Row>
        <Row term="Email">
          <Email user={user} />
          {user.email_to_activate && (
            <Text size="sm" c="dimmed" fw={400}>
              Waiting for you to validate {maskEmail(user.email_to_activate)}.
            </Text>
          )}
        </Row>
        <Row term="Email Status">
          {user.has_valid_email ? (
            <StatusBadge color="green">Valid</StatusBadge>
          ) : (
            <Group gap="sm">
              <StatusBadge color="red">Not Validated</StatusBadge>
              <Anchor component={Link} to={paths.activateReminder} size="sm">
                Resend the email
              </Anchor>
            </Group>
          )}
        </Row>
        <Row term="Date Joined">{datePart(user.date_joined)}</Row>
        {user.is_superuser && (
          <Row term="Admin">
            <Group gap="sm">
              <StatusBadge color="play">Yes</StatusBadge>
              <Anchor component={Link} to={paths.admin} size="sm">
                Open the admin console
              </Anchor>
            </Group>
          </Row>
        )}
        <Row term="Maximum Devices">{user.max_sessions_allowed}</Row>
      </dl>
      {user.max_sessions_allowed > 1 && (
        <Stack mt="md">
          <WordlistSync user={user} />
        </Stack>
      )}
    </Paper>
  );
}
