import '@mantine/core/styles/Modal.css';
import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { MODERATION_NOTE_MAX } from '@playwords/common';
import { useTranslation } from 'react-i18next';

export interface ReviewRequestDialogProps {
  opened: boolean;
  title: string;
  /** What will be sent for review, as a sentence (with the list's words or the image's name). */
  children: ReactNode;
  /** Sends the request with her optional note (blank: none). */
  onConfirm: (note: string) => void;
  onCancel: () => void;
}

/**
 * A teacher's request that someone else's public list or image leave the public collection: the PlayWords team
 * reviews it (the server decides who may remove what). An optional short note says why.
 */
export function ReviewRequestDialog({ opened, title, children, onConfirm, onCancel }: ReviewRequestDialogProps) {
  const { t } = useTranslation('auth');
  const [note, setNote] = useState('');
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered radius="lg" size="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(note.trim());
          setNote('');
        }}
      >
        <Stack gap="md">
          <Text>{children}</Text>
          <Textarea
            label={t('review.why')}
            rows={2}
            maxLength={MODERATION_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              {t('cancel')}
            </Button>
            <Button type="submit" color="orange">
              {t('review.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
