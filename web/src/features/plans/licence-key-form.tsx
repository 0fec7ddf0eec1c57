import { useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Input, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { isChecksumValidKey, LICENCE_KEY_GROUP_LENGTH, LICENCE_KEY_GROUPS, type UserDto } from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorList } from '../../components/error-messages';
import { errorMessages } from '../../lib/form-errors';
import { activateLicenceKey } from '../../lib/licences';
import { paths } from '../../lib/paths';
import { refreshCurrentUser } from '../../lib/session';
import classes from './pricing-page.module.css';

const EMPTY_GROUPS: readonly string[] = Array.from({ length: LICENCE_KEY_GROUPS }, () => '');
const WHOLE_KEY = LICENCE_KEY_GROUPS * LICENCE_KEY_GROUP_LENGTH;

/** Upper case, letters and digits only: what a key box keeps of what was typed or pasted. */
function keyCharacters(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** Spreads characters over the boxes from `from` on, five to a box. Returns the boxes and the last one filled. */
function spread(groups: readonly string[], from: number, characters: string): { groups: string[]; last: number } {
  const next = [...groups];
  let index = from;
  let rest = characters;
  let last = from;
  while (rest.length > 0 && index < LICENCE_KEY_GROUPS) {
    next[index] = rest.slice(0, LICENCE_KEY_GROUP_LENGTH);
    rest = rest.slice(LICENCE_KEY_GROUP_LENGTH);
    last = index;
    index += 1;
  }
  return { groups: next, last };
}

export interface LicenceKeyFormProps {
  /** The signed-in user; undefined for a visitor. */
  user: UserDto | undefined;
}

/**
 * 'Already have a license key?' (accounts §2, §5): five boxes of five characters. Typing moves on when a box is
 * full, Backspace in an empty box goes back, a whole pasted key fills every box. Activate is enabled only for a
 * key whose checksum holds; a visitor goes to /login, a user gets the key, her refreshed plan and the dashboard.
 */
export function LicenceKeyForm({ user }: LicenceKeyFormProps) {
  const { t } = useTranslation('plans');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [groups, setGroups] = useState<readonly string[]>(EMPTY_GROUPS);
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const boxes = useRef<Array<HTMLInputElement | null>>([]);

  const key = groups.join('-');
  const valid = isChecksumValidKey(key);

  function focusBox(index: number, caret: 'all' | 'end' = 'all') {
    const box = boxes.current[index];
    if (!box) return;
    box.focus();
    if (caret === 'all') box.select();
    else box.setSelectionRange(box.value.length, box.value.length);
  }

  function fillFrom(index: number, characters: string) {
    const { groups: next, last } = spread(groups, index, characters);
    setGroups(next);
    const lastFull = next[last]?.length === LICENCE_KEY_GROUP_LENGTH;
    focusBox(lastFull && last < LICENCE_KEY_GROUPS - 1 ? last + 1 : last, 'end');
  }

  function handleChange(index: number, value: string) {
    const characters = keyCharacters(value);
    setErrors([]);
    if (characters.length > LICENCE_KEY_GROUP_LENGTH) {
      // Autofill or a paste that did not come through onPaste.
      fillFrom(characters.length >= WHOLE_KEY ? 0 : index, characters);
      return;
    }
    const previous = groups[index] ?? '';
    setGroups(groups.map((group, i) => (i === index ? characters : group)));
    const filled = characters.length === LICENCE_KEY_GROUP_LENGTH && previous.length < LICENCE_KEY_GROUP_LENGTH;
    if (filled && index < LICENCE_KEY_GROUPS - 1) focusBox(index + 1);
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    const characters = keyCharacters(event.clipboardData.getData('text'));
    event.preventDefault();
    if (characters === '') return;
    setErrors([]);
    // A whole key (with or without dashes or spaces) fills all five boxes, whichever box it is pasted into.
    if (characters.length === WHOLE_KEY) {
      fillFrom(0, characters);
      return;
    }
    const box = event.currentTarget;
    const current = groups[index] ?? '';
    const start = box.selectionStart ?? current.length;
    const end = box.selectionEnd ?? current.length;
    fillFrom(index, current.slice(0, start) + characters + current.slice(end));
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && (groups[index] ?? '') === '' && index > 0) {
      event.preventDefault();
      focusBox(index - 1, 'end');
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid || submitting) return;
    if (!user) {
      void navigate(paths.login);
      return;
    }
    setErrors([]);
    setSubmitting(true);
    try {
      await activateLicenceKey(key);
    } catch (error) {
      setErrors(errorMessages(error));
      setSubmitting(false);
      return;
    }
    try {
      await refreshCurrentUser(queryClient);
    } catch {
      // The key is redeemed; the plan shows on the next page load.
    }
    void queryClient.invalidateQueries({ queryKey: ['licences'] });
    void navigate(paths.home);
  }

  return (
    <Paper
      component="section"
      aria-labelledby="licence-key-heading"
      radius="xl"
      p={{ base: 'lg', sm: 'xl' }}
      withBorder
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Title id="licence-key-heading" order={2} size="h3">
            {t('licenceKey.heading')}
          </Title>
          <Text>{t('licenceKey.intro')}</Text>
          <div role="group" aria-labelledby="licence-key-heading" className={classes.keyBoxes}>
            {groups.map((group, index) => (
              <Input
                key={index}
                ref={(element: HTMLInputElement | null) => {
                  boxes.current[index] = element;
                }}
                aria-label={t('licenceKey.part', { part: index + 1, total: LICENCE_KEY_GROUPS })}
                value={group}
                maxLength={LICENCE_KEY_GROUP_LENGTH}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                size="md"
                classNames={{ wrapper: classes.keyBox, input: classes.keyInput }}
                onChange={(event) => handleChange(index, event.currentTarget.value)}
                onPaste={(event: ClipboardEvent<HTMLInputElement>) => handlePaste(index, event)}
                onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => handleKeyDown(index, event)}
              />
            ))}
          </div>
          <Button type="submit" size="lg" disabled={!valid || submitting} loading={submitting}>
            {t('licenceKey.activate')}
          </Button>
          <ErrorList messages={errors} />
        </Stack>
      </form>
    </Paper>
  );
}
