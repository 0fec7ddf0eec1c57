import '../../components/form-styles';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Anchor, Button, Container, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { CONTACT_BODY_MAX, CONTACT_SUBJECT_MAX, CONTACT_WAY_MAX, type ContactMessageInput } from '@playwords/common';
import { Trans, useTranslation } from 'react-i18next';
import { ErrorList, fieldError } from '../../components/error-messages';
import { usePageTitle } from '../../components/use-page-title';
import { api, ApiError, NetworkError } from '../../lib/api';
import { fallbackText, noResponseText, splitErrors, type FieldMessages } from '../../lib/form-errors';
import { i18n } from '../../lib/i18n';
import { useCurrentUser, useRestoreSession, wasSignedIn } from '../../lib/session';
import { supportEmail } from '../../lib/site';

type Field = keyof ContactMessageInput;
const FIELDS: readonly Field[] = ['email', 'subject', 'body'];
const EMPTY_TEXT = {
  email: 'contact:emailRequired',
  subject: 'contact:subjectRequired',
  body: 'contact:bodyRequired',
} as const satisfies Record<Field, string>;

/** The client checks of accounts §5: each field must hold something (no format check). */
function validate(values: Record<Field, string>): FieldMessages<Field> {
  const errors: FieldMessages<Field> = {};
  for (const field of FIELDS) if (values[field].trim() === '') errors[field] = [i18n.t(EMPTY_TEXT[field])];
  return errors;
}

/**
 * What a failed send shows (accounts §5, §8): the server's messages that belong to no field of the form (detail,
 * non_field_errors, other keys); those about the three fields are not shown. A failure with nothing else to say
 * (an empty body, only field errors) shows the fallback text, so a failure is never silent.
 */
function failureMessages(error: unknown): string[] {
  if (error instanceof NetworkError) return [noResponseText()];
  if (error instanceof ApiError) {
    const { general } = splitErrors(error.body, FIELDS);
    if (general.length > 0) return general;
  }
  return [fallbackText()];
}

/** 'Message Sent!' and its promise (accounts §4), in place of the send button. */
function MessageSent() {
  const { t } = useTranslation('contact');
  return (
    <Alert color="teal" variant="light" radius="lg" role="status">
      <Title order={2} size="h3" c="teal.9">
        {t('sent')}
      </Title>
      <Text size="lg" mt={4}>
        {t('sentDetail')}
      </Text>
    </Alert>
  );
}

/**
 * Contact Us (/contact-us, accounts §2, §4, §5, §8): the contact way (a signed-in teacher's e-mail to start with),
 * the subject and the message, sent to POST /api/message/. Send is disabled while sending and comes back only after
 * a failure; after a success it gives way to 'Message Sent!'.
 */
export default function ContactPage() {
  const { t } = useTranslation('contact');
  usePageTitle(t('pageTitle'));
  const user = useCurrentUser();
  // Only to fill in her address: a teacher who reloads the page is still signed in.
  useRestoreSession(user === undefined && wasSignedIn());
  // null until she types: until then the field shows her account's address (once it is known).
  const [typedEmail, setTypedEmail] = useState<string | null>(null);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldMessages<Field>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const support = supportEmail();

  const values: Record<Field, string> = { email: typedEmail ?? user?.email ?? '', subject, body };
  const setters: Record<Field, (value: string) => void> = { email: setTypedEmail, subject: setSubject, body: setBody };

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setters[field](event.currentTarget.value);
      if (fieldErrors[field]) setFieldErrors(({ [field]: _gone, ...rest }) => rest);
    },
    error: fieldError(fieldErrors[field]),
    readOnly: sent,
    size: 'md' as const,
  });

  const emailProps = bind('email');
  const subjectProps = bind('subject');
  const bodyProps = bind('body');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || sent) return;
    const problems = validate(values);
    setFieldErrors(problems);
    setGeneral([]);
    if (Object.keys(problems).length > 0) return;
    setSending(true);
    try {
      await api.post('/message/', values);
      setSent(true);
    } catch (error) {
      setGeneral(failureMessages(error));
      setSending(false);
    }
  }

  return (
    <Container size={640} py={{ base: 'lg', sm: 48 }} px={{ base: 'sm', sm: 'md' }}>
      <Paper radius="xl" p={{ base: 'lg', sm: 36 }} shadow="md" withBorder>
        <Stack gap="md">
          <Title order={1} ta="center" fz={{ base: 28, sm: 34 }}>
            {t('heading')}
          </Title>
          <Text size="lg">
            <Trans
              t={t}
              i18nKey="intro"
              values={{ email: support }}
              components={{
                mail: <Anchor href={`mailto:${support}`} fw={700} style={{ overflowWrap: 'anywhere' }} />,
              }}
            />
          </Text>
          <form onSubmit={handleSubmit} noValidate>
            <Stack gap="md">
              <TextInput
                label={t('emailLabel')}
                description={t('emailDescription')}
                autoComplete="email"
                maxLength={CONTACT_WAY_MAX}
                withAsterisk
                {...emailProps}
              />
              <TextInput label={t('subjectLabel')} maxLength={CONTACT_SUBJECT_MAX} withAsterisk {...subjectProps} />
              <Textarea label={t('bodyLabel')} rows={7} maxLength={CONTACT_BODY_MAX} withAsterisk {...bodyProps} />
              <ErrorList messages={general} />
              {sent ? (
                <MessageSent />
              ) : (
                <Button type="submit" size="lg" fullWidth loading={sending} disabled={sending}>
                  {t('send')}
                </Button>
              )}
            </Stack>
          </form>
        </Stack>
      </Paper>
    </Container>
  );
}
