import '@mantine/core/styles/Alert.css';
import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';

/**
 * The `error` of a Mantine input: the messages one per line, `true` to mark the field invalid without a
 * message of its own, or undefined when the field is fine.
 */
export function fieldError(messages: string[] | undefined, markInvalid = false): ReactNode {
  if (messages && messages.length > 0) {
    if (messages.length === 1) return messages[0];
    return messages.map((message, index) => (
      <span key={index} style={{ display: 'block' }}>
        {message}
      </span>
    ));
  }
  return markInvalid ? true : undefined;
}

export interface ErrorListProps {
  messages: string[];
  title?: string;
}

/** Errors that belong to no field: one bullet each, in an alert that screen readers announce. */
export function ErrorList({ messages, title }: ErrorListProps) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" variant="light" title={title} radius="lg">
      <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
        {messages.map((message, index) => (
          <li key={index}>{message}</li>
        ))}
      </ul>
    </Alert>
  );
}
