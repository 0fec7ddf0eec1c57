import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/SegmentedControl.css';
import '../../../components/form-styles';
import { useId, useState, type FormEvent } from 'react';
import { Accordion, Badge, Button, Group, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  ADMIN_ANSWER_MAX,
  ADMIN_ANSWER_SUBJECT_MAX,
  AdminContentMessage,
  AdminContentText,
  type AdminContactMessageDto,
  type AdminMessageStatus,
} from '@playwords/common';
import { ErrorList, fieldError } from '../../../components/error-messages';
import { LoadMore } from '../../../components/load-more';
import { ApiError } from '../../../lib/api';
import { errorMessages, splitErrors, type FieldMessages } from '../../../lib/form-errors';
import { flattenPages } from '../../../lib/paging';
import { dateTime } from '../shared/admin-api';
import { ReasonDialog } from '../shared/reason-dialog';
import { useAnswerMessage, useMarkAnswered, useMessagesQuery } from './content-api';
import { ListStates } from '../shared/list-states';

const STATUSES: { value: AdminMessageStatus; label: string }[] = [
  { value: 'open', label: AdminContentText.open },
  { value: 'answered', label: AdminContentText.answered },
  { value: 'all', label: AdminContentText.all },
];

/** The contact messages: Open, Answered or All, newest first; each opens to its text and its answer. */
export function MessagesTab() {
  const [status, setStatus] = useState<AdminMessageStatus>('open');
  const query = useMessagesQuery(status);
  const messages = flattenPages(query.data);
  const statusLabelId = useId();
  const [notice, setNotice] = useState('');

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Text id={statusLabelId} fw={500}>
          {AdminContentText.statusLabel}
        </Text>
        <SegmentedControl
          aria-labelledby={statusLabelId}
          data={STATUSES}
          value={status}
          onChange={(value) => {
            setNotice('');
            setStatus(value as AdminMessageStatus);
          }}
        />
      </Group>
      <Text role="status" c="dimmed" size="sm">
        {notice}
      </Text>
      <ListStates
        query={query}
        loadingLabel={AdminContentText.messagesLoading}
        errorMessage="The messages could not be loaded."
        empty={messages.length === 0}
        emptyText={AdminContentText.noMessages}
      >
        {() => (
          <Accordion key={status} variant="separated" multiple>
            {messages.map((message) => (
              <Accordion.Item key={message.id} value={String(message.id)}>
                <Accordion.Control>
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Text fw={600}>{message.subject}</Text>
                    <Group gap="xs">
                      <Text size="sm" c="dimmed">
                        {message.contact_way} · {dateTime(message.created_at)}
                      </Text>
                      <Badge color={message.answered_at ? 'green' : 'yellow'} variant="light">
                        {message.answered_at ? AdminContentText.answered : AdminContentText.open}
                      </Badge>
                    </Group>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <MessageDetail message={message} onDone={setNotice} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </ListStates>
      <LoadMore query={query} label="Load more" />
    </Stack>
  );
}

/** One message: who wrote and how to reach them, the text, and the answer (or the form to write it). */
function MessageDetail({ message, onDone }: { message: AdminContactMessageDto; onDone: (notice: string) => void }) {
  return (
    <Stack gap="sm">
      <Text size="sm">
        {AdminContentText.from}: {message.contact_way}
        {' — '}
        {message.sender ? `${message.sender.username} (user ${message.sender.id})` : AdminContentText.visitor}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{message.body}</Text>
      {message.answered_at ? (
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {AdminContentText.answered} {dateTime(message.answered_at)}
            {message.answered_by ? ` by ${message.answered_by.username}` : ''}
          </Text>
          {message.answer === null ? (
            <Text size="sm">{AdminContentText.markedWithoutEmail}</Text>
          ) : (
            <Text style={{ whiteSpace: 'pre-wrap' }}>{message.answer}</Text>
          )}
        </Stack>
      ) : (
        <AnswerForm message={message} onDone={onDone} />
      )}
    </Stack>
  );
}

type Field = 'answer' | 'subject';

/**
 * 'Your answer' and 'Send answer' (an e-mail to the contact way, through the outbox); for a contact way that is
 * not an address, no form: 'Mark answered', with why, once it was answered there.
 */
function AnswerForm({ message, onDone }: { message: AdminContactMessageDto; onDone: (notice: string) => void }) {
  const [answer, setAnswer] = useState('');
  const [subject, setSubject] = useState('');
  const [fields, setFields] = useState<FieldMessages<Field>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [marking, setMarking] = useState(false);
  const send = useAnswerMessage();
  const mark = useMarkAnswered();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFields({});
    setGeneral([]);
    if (answer.trim() === '') {
      setFields({ answer: [AdminContentMessage.answerRequired] });
      return;
    }
    try {
      await send.mutateAsync({ id: message.id, answer, subject });
      onDone(AdminContentText.answerSent);
    } catch (error) {
      if (error instanceof ApiError) {
        const split = splitErrors(error.body, ['answer', 'subject'] as const);
        setFields(split.fields);
        setGeneral(split.general);
      } else setGeneral(errorMessages(error));
    }
  }

  const markButton = (
    <Button variant="default" onClick={() => setMarking(true)}>
      {AdminContentText.markAnswered}
    </Button>
  );

  return (
    <>
      {message.can_email ? (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="sm">
            <TextInput
              label={AdminContentText.subjectLabel}
              placeholder={`Re: ${message.subject}`}
              maxLength={ADMIN_ANSWER_SUBJECT_MAX}
              value={subject}
              onChange={(event) => setSubject(event.currentTarget.value)}
              error={fieldError(fields.subject)}
            />
            <Textarea
              label={AdminContentText.answerLabel}
              required
              autosize
              minRows={4}
              maxRows={16}
              maxLength={ADMIN_ANSWER_MAX}
              value={answer}
              onChange={(event) => setAnswer(event.currentTarget.value)}
              error={fieldError(fields.answer)}
            />
            <ErrorList messages={general} />
            <Group gap="sm">
              <Button type="submit" loading={send.isPending}>
                {AdminContentText.sendAnswer}
              </Button>
              {markButton}
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{AdminContentText.notAnEmailHint}</Text>
          {markButton}
        </Stack>
      )}
      <ReasonDialog
        opened={marking}
        title={AdminContentText.markAnsweredTitle}
        confirmLabel={AdminContentText.markAnswered}
        onConfirm={async (reason) => {
          await mark.mutateAsync({ id: message.id, reason });
          onDone(AdminContentText.markedAnswered);
        }}
        onClose={() => setMarking(false)}
      >
        No email is sent. Say how it was answered.
      </ReasonDialog>
    </>
  );
}
