import { useState } from 'react';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { nameToShow, WordlistMessage, type UserDto, type WordlistDto } from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorList } from '../../components/error-messages';
import { PresentOneAtATime } from '../../components/present-one-at-a-time';
import { PrintablesDialog } from '../../components/printables-dialog';
import { ApiError, NetworkError } from '../../lib/api';
import { errorMessages } from '../../lib/form-errors';
import { paths } from '../../lib/paths';
import { printableList, printsTwisterMat } from '../../lib/printables';
import { deleteWordlist, likesText, publishWordlist, wordsText } from '../../lib/wordlists';
import { PictureStrip } from './word-pictures/picture-strip';
import classes from './wordlists.module.css';

interface PublishError {
  messages: string[];
  /** A Basic teacher was told why: offer the way to unlock it. */
  showPlans: boolean;
}

function toPublishError(error: unknown, user: UserDto): PublishError {
  const messages = errorMessages(error);
  // Read from the server's own (English) texts: the messages shown are in the reader's language.
  const showPlans =
    error instanceof ApiError &&
    error.status === 403 &&
    user.current_plan_type === null &&
    !Object.values(error.body).flat().includes(WordlistMessage.publishNeedsEmail);
  return { messages, showPlans };
}

export interface WordlistCardProps {
  list: WordlistDto;
  user: UserDto;
  selected: boolean;
  onSelect: (list: WordlistDto) => void;
  onEdit: (list: WordlistDto) => void;
  onChanged: (list: WordlistDto) => void;
  onDeleted: (list: WordlistDto) => void;
}

/**
 * One of the teacher's lists (core §2, §4): theme, words with their first pictures, likes, and Select, Edit,
 * Publish and Delete; 'Present one at a time' (One At A Time) and 'Print' (the printables dialog: flashcards, bingo,
 * a word search, a matching worksheet and, for Twister's plans, its mat). Lists she saved from the public collection
 * can be selected, presented and printed; only their creator edits, publishes or deletes them.
 */
export function WordlistCard({ list, user, selected, onSelect, onEdit, onChanged, onDeleted }: WordlistCardProps) {
  const { t } = useTranslation('wordlists');
  const [publishing, setPublishing] = useState(false);
  const [publishError, setPublishError] = useState<PublishError | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteErrors, setDeleteErrors] = useState<string[]>([]);
  const [printing, setPrinting] = useState(false);
  const isCreator = list.created_by.id === user.id;

  async function publish() {
    if (publishing || list.has_been_published) return;
    setPublishError(null);
    setPublishing(true);
    try {
      onChanged(await publishWordlist(list.id));
    } catch (error) {
      setPublishError(toPublishError(error, user));
    } finally {
      setPublishing(false);
    }
  }

  async function remove() {
    setConfirming(false);
    setDeleteErrors([]);
    setDeleting(true);
    try {
      await deleteWordlist(list.id);
      onDeleted(list);
    } catch (error) {
      // Core §8: a delete that got no response.
      setDeleteErrors(error instanceof NetworkError ? [t('card.deleteNoResponse')] : errorMessages(error));
      setDeleting(false);
    }
  }

  return (
    <Card
      component="article"
      aria-label={list.theme}
      withBorder
      radius="xl"
      padding="lg"
      className={classes.card}
      data-selected={selected || undefined}
    >
      <Title order={3} size="h4">
        {list.theme}
      </Title>
      <Text className={classes.words}>{wordsText(list.words)}</Text>
      <PictureStrip words={list.words} pictures={list.pictures} />
      <Text size="sm" className={classes.meta}>
        {likesText(list.likes)}
        {!isCreator && t('card.byAuthor', { name: nameToShow(list.created_by) })}
      </Text>
      <Group gap="xs" className={classes.actions}>
        <Button size="sm" variant={selected ? 'filled' : 'light'} disabled={selected} onClick={() => onSelect(list)}>
          {selected ? t('card.selected') : t('card.select')}
        </Button>
        {isCreator && (
          <Button size="sm" variant="default" onClick={() => onEdit(list)}>
            {t('card.edit')}
          </Button>
        )}
        {isCreator &&
          !list.is_banned &&
          (list.has_been_published ? (
            <Button size="sm" variant="light" color="green" disabled>
              {t('card.published')}
            </Button>
          ) : (
            <Button size="sm" variant="light" color="teal" loading={publishing} onClick={() => void publish()}>
              {t('card.publish')}
            </Button>
          ))}
        {isCreator && (
          <Button size="sm" variant="subtle" color="red" loading={deleting} onClick={() => setConfirming(true)}>
            {t('card.delete')}
          </Button>
        )}
        {/* The presenter shows the selected list: this one, selected on the way. */}
        <PresentOneAtATime user={user} onOpen={selected ? undefined : () => onSelect(list)} />
        <Button size="sm" variant="light" color="grape" onClick={() => setPrinting(true)}>
          {t('card.print')}
        </Button>
      </Group>
      {publishError && (
        <Stack gap={4}>
          <ErrorList messages={publishError.messages} />
          {publishError.showPlans && (
            <Anchor component={Link} to={paths.plans} fw={700}>
              {t('card.seePlans')}
            </Anchor>
          )}
        </Stack>
      )}
      <ErrorList messages={deleteErrors} />
      <ConfirmDialog
        opened={confirming}
        title={t('card.confirmDelete.title')}
        confirmLabel={t('card.confirmDelete.confirm')}
        cancelLabel={t('card.confirmDelete.cancel')}
        confirmColor="red"
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        {t('card.confirmDelete.body')} <br />
        <strong>{wordsText(list.words)}</strong>
      </ConfirmDialog>
      <PrintablesDialog
        opened={printing}
        onClose={() => setPrinting(false)}
        list={printableList(list)}
        twisterMat={printsTwisterMat(user)}
        username={user.username}
      />
    </Card>
  );
}
