import '@mantine/core/styles/Modal.css';
import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { ADMIN_REASON_MAX, AdminMessage } from '@playwords/common';
import { ErrorList } from '../../../components/error-messages';
import { errorMessages } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/api';

export interface ReasonDialogProps {
  opened: boolean;
  title: string;
  /** What the action will do, in a sentence. */
  children?: ReactNode;
  confirmLabel: string;
  confirmColor?: string;
  /** Extra fields the action needs (days, amount…), shown above the reason. */
  extra?: ReactNode;
  /** Runs the action with the typed reason; a rejection is shown in the dialog, which stays open. */
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Every console action that changes something asks why first: the reason is required (the server checks it too),
 * kept in the audit log, and for a suspension or a ban told to the teacher at login.
 */
export function ReasonDialog({
  opened,
  title,
  children,
  confirmLabel,
  confirmColor,
  extra,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  function close() {
    if (busy) return;
    setReason('');
    setFieldError(null);
    setErrors([]);
    onClose();
  }

  async function submit() {
    if (reason.trim() === '') {
      setFieldError(AdminMessage.reasonRequired);
      return;
    }
    setBusy(true);
    setErrors([]);
    setFieldError(null);
    try {
      await onConfirm(reason.trim());
      setReason('');
      setBusy(false);
      onClose();
    } catch (error) {
      setBusy(false);
      const field = error instanceof ApiError ? error.body.reason : undefined;
      if (field) setFieldError(Array.isArray(field) ? field.join(' ') : field);
      else setErrors(errorMessages(error));
    }
  }

  return (
    <Modal opened={opened} onClose={close} title={title} centered radius="lg" size="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          {children && <Text>{children}</Text>}
          {extra}
          <Textarea
            label="Reason"
            description="Kept in the audit log."
            required
            rows={3}
            maxLength={ADMIN_REASON_MAX}
            value={reason}
            error={fieldError}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-autofocus
          />
          <ErrorList messages={errors} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" color={confirmColor} loading={busy}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
