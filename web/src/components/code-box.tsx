import './form-styles';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Loader, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api';
import { errorMessages } from '../lib/form-errors';
import { ErrorList } from './error-messages';

/** Where a code check stands (accounts §4). */
export type CodeStatus = 'nothing' | 'loading' | 'valid' | 'invalid';

/** What the status icon says to a screen reader (keys of the `auth` catalogue). */
const CODE_STATUS_LABEL = {
  loading: 'code.loading',
  valid: 'code.valid',
  invalid: 'code.invalid',
} as const;

/** The valid-code advance of accounts §9. */
export const VALID_CODE_DELAY_MS = 1000;

/** What the box keeps of what was typed or pasted: the first space removed, upper case, at most `length`. */
export function codeCharacters(text: string, length: number): string {
  return text.replace(' ', '').toUpperCase().slice(0, length);
}

function CheckIcon({ color, path }: { color: string; path: string }) {
  return (
    <svg width={22} height={22} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill={color} />
      <path d={path} fill="none" stroke="#fff" strokeWidth={2.6} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function StatusIcon({ status }: { status: CodeStatus }) {
  const { t } = useTranslation('auth');
  if (status === 'nothing') return null;
  const label = t(CODE_STATUS_LABEL[status]);
  if (status === 'loading') return <Loader size={20} aria-label={label} />;
  return (
    <span role="img" aria-label={label} style={{ display: 'inline-flex' }}>
      {status === 'valid' ? (
        <CheckIcon color="var(--mantine-color-green-7)" path="M6.5 12.5l3.5 3.5 7.5-8" />
      ) : (
        <CheckIcon color="var(--mantine-color-red-7)" path="M8 8l8 8M16 8l-8 8" />
      )}
    </span>
  );
}

export interface CodeBoxProps {
  /** Resolves when the code is valid; an ApiError 400 means it is not. */
  check: (code: string) => Promise<void>;
  /** Called once, a second after a code proved valid. */
  onValid: (code: string) => void;
  length?: number;
  label?: string;
}

/**
 * The e-mailed code (accounts §2, §4): one box that checks the code as soon as it has all its characters (the
 * first space removed), with a status icon for nothing, loading, valid and invalid. A valid code moves on after
 * a second; after an invalid one, typing again tries again. A failure other than "invalid" (a throttled or
 * unreachable server) also shows its message.
 */
export function CodeBox({ check, onValid, length = 6, label }: CodeBoxProps) {
  const { t } = useTranslation('auth');
  const [value, setValue] = useState('');
  const [status, setStatus] = useState<CodeStatus>('nothing');
  const [messages, setMessages] = useState<string[]>([]);
  const onValidRef = useRef(onValid);
  const alive = useRef(true);

  useEffect(() => {
    onValidRef.current = onValid;
  }, [onValid]);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  useEffect(() => {
    if (status !== 'valid') return;
    const timer = window.setTimeout(() => onValidRef.current(value), VALID_CODE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [status, value]);

  async function runCheck(code: string) {
    setStatus('loading');
    setMessages([]);
    try {
      await check(code);
      if (alive.current) setStatus('valid');
    } catch (error) {
      if (!alive.current) return;
      setStatus('invalid');
      if (!(error instanceof ApiError && error.status === 400)) setMessages(errorMessages(error));
    }
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    if (status === 'loading' || status === 'valid') return;
    const next = codeCharacters(event.currentTarget.value, length);
    if (next === value) return;
    setValue(next);
    if (next.length === length) void runCheck(next);
    else if (status === 'invalid') {
      setStatus('nothing');
      setMessages([]);
    }
  }

  const busy = status === 'loading' || status === 'valid';
  return (
    <Stack gap="xs">
      <TextInput
        label={label ?? t('code.label')}
        description={t('code.hint', { length })}
        value={value}
        onChange={handleChange}
        readOnly={busy}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        size="lg"
        maw={320}
        styles={{ input: { letterSpacing: '0.3em', fontFamily: 'monospace', fontWeight: 700 } }}
        error={status === 'invalid'}
        rightSection={<StatusIcon status={status} />}
      />
      <div role="status" aria-live="polite">
        {status === 'invalid' && messages.length === 0 && <Text c="red.8">{t('code.wrong')}</Text>}
        {status === 'valid' && <Text c="green.8">{t('code.accepted')}</Text>}
      </div>
      <ErrorList messages={messages} />
    </Stack>
  );
}
