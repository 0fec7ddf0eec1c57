import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { UserDto } from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { ErrorList, fieldError } from '../../components/error-messages';
import { patchUser } from '../../lib/account';
import { ApiError, NetworkError } from '../../lib/api';
import { errorMessages, hasErrors, noResponseText, splitErrors } from '../../lib/form-errors';
import { setCurrentUser } from '../../lib/session';

interface ValueWithEditProps {
  value: ReactNode;
  action: ReactNode;
}

/** A value of the account card with its edit action on the right. */
export function ValueWithEdit({ value, action }: ValueWithEditProps) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <span>{value}</span>
      {action}
    </Group>
  );
}

/** The fields of the user that are edited in place. */
export type InlineField = 'display_name' | 'email';

export interface InlineEditRowProps {
  user: UserDto;
  /** The field PATCHed to /api/users/{id}/ (its server errors show under the input). */
  field: InlineField;
  /** The value shown while not editing. */
  display: ReactNode;
  /** The aria-label of the Edit button. */
  editLabel: string;
  /** When set, shown instead of the Edit button, and the row is never edited in place. */
  fixedAction?: ReactNode;
  /** The input's label. */
  label: string;
  type?: string;
  autoComplete: string;
  /** The client check of the trimmed value: the message to show, or nothing when it may be sent. */
  validate: (typed: string) => string | undefined;
  /** The message shown once saved, from the updated user. */
  savedText: (updated: UserDto) => string;
}

/** A value of the account card edited in place (accounts §2, §5): Edit, then the field with Save and Cancel. */
export function InlineEditRow({
  user,
  field,
  display,
  editLabel,
  fixedAction,
  label,
  type,
  autoComplete,
  validate,
  savedText,
}: InlineEditRowProps) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [fieldMessages, setFieldMessages] = useState<string[]>([]);
  const [general, setGeneral] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const { t } = useTranslation('profile');

  function startEditing() {
    setValue(user[field]);
    setFieldMessages([]);
    setGeneral([]);
    setSaved(null);
    setEditing(true);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const typed = value.trim();
    const clientError = validate(typed);
    if (clientError !== undefined) {
      setFieldMessages([clientError]);
      return;
    }
    setFieldMessages([]);
    setGeneral([]);
    setSaving(true);
    try {
      const updated = await patchUser(user.id, field === 'email' ? { email: typed } : { display_name: typed });
      setCurrentUser(queryClient, updated);
      setEditing(false);
      setSaved(savedText(updated));
    } catch (error) {
      if (error instanceof NetworkError) setGeneral([noResponseText()]);
      else if (error instanceof ApiError && hasErrors(error.body)) {
        const split = splitErrors(error.body, [field]);
        setFieldMessages(split.fields[field] ?? []);
        setGeneral(split.general);
      } else setGeneral(errorMessages(error));
    } finally {
      setSaving(false);
    }
  }

  if (fixedAction !== undefined || !editing) {
    return (
      <Stack gap={4}>
        <ValueWithEdit
          value={display}
          action={
            fixedAction ?? (
              <Button variant="light" size="xs" aria-label={editLabel} onClick={startEditing}>
                {t('account.edit')}
              </Button>
            )
          }
        />
        <div role="status" aria-live="polite">
          {saved !== null && (
            <Text size="sm" c="green.8" fw={700}>
              {saved}
            </Text>
          )}
        </div>
      </Stack>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="xs">
        <TextInput
          label={label}
          name={field}
          type={type}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setFieldMessages([]);
          }}
          error={fieldError(fieldMessages)}
          aria-invalid={fieldMessages.length > 0 || undefined}
          autoFocus
        />
        <ErrorList messages={general} />
        <Group gap="xs">
          <Button type="submit" size="xs" loading={saving} disabled={saving}>
            {t('edit.save')}
          </Button>
          <Button variant="default" size="xs" disabled={saving} onClick={() => setEditing(false)}>
            {t('edit.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
