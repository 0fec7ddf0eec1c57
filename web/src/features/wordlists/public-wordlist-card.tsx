import { useState } from 'react';
import { Button, Card, Group, Text, Title } from '@mantine/core';
import { nameToShow, OFFICIAL_USER_ID, type UserDto, type WordlistDto } from '@playwords/common';
import { Trans, useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorList } from '../../components/error-messages';
import { Logo } from '../../components/logo';
import { NetworkError } from '../../lib/api';
import { errorMessages } from '../../lib/form-errors';
import { ReviewRequestDialog } from '../../components/review-request-dialog';
import {
  deleteWordlist,
  favouriteWordlist,
  likesText,
  requestWordlistReview,
  unpublishWordlist,
  wordsText,
} from '../../lib/wordlists';
import classes from './wordlists.module.css';

type Confirming = 'remove' | 'delete' | 'review' | null;

function Author({ list }: { list: WordlistDto }) {
  const { t } = useTranslation('wordlists');
  if (list.created_by.id === OFFICIAL_USER_ID) {
    return (
      <span className={classes.author} role="img" aria-label={t('publicCard.official')}>
        <Logo size={22} />
      </span>
    );
  }
  return <span>{nameToShow(list.created_by)}</span>;
}

export interface PublicWordlistCardProps {
  list: WordlistDto;
  user: UserDto;
  /** She saved it already ('Saved' instead of 'Add To List'). */
  saved: boolean;
  onSaved: (list: WordlistDto) => void;
  /** Taken out of the public collection, or deleted. */
  onRemoved: (list: WordlistDto, deleted: boolean) => void;
}

/**
 * A published list (core §2, §4, §6): theme, words, author (the official account with the logo), likes,
 * 'Add To List' → 'Saved'; 'remove from the public collection' for every teacher (the spec: the server decides) —
 * its owner makes it private, a superuser bans it, anyone else sends it for review and the card then says 'Sent for
 * review' (the list stays) — and delete for its creator only, each after a confirmation that shows the words.
 */
export function PublicWordlistCard({ list, user, saved, onSaved, onRemoved }: PublicWordlistCardProps) {
  const { t } = useTranslation('wordlists');
  const [saving, setSaving] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [sentForReview, setSentForReview] = useState(false);
  const isCreator = list.created_by.id === user.id;
  const mayRemove = isCreator || user.is_superuser;

  async function save() {
    if (saved || saving) return;
    setErrors([]);
    setSaving(true);
    try {
      await favouriteWordlist(list.id);
      onSaved(list);
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setSaving(false);
    }
  }

  async function sendForReview(note: string) {
    setConfirming(null);
    setErrors([]);
    setBusy(true);
    try {
      await requestWordlistReview(list.id, note);
      setSentForReview(true);
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setBusy(false);
    }
  }

  async function confirm() {
    const action = confirming;
    setConfirming(null);
    if (!action) return;
    setErrors([]);
    setBusy(true);
    try {
      if (action === 'delete') await deleteWordlist(list.id);
      else await unpublishWordlist(list.id);
      onRemoved(list, action === 'delete');
    } catch (error) {
      // Core §8: a delete that got no response.
      setErrors(
        action === 'delete' && error instanceof NetworkError ? [t('card.deleteNoResponse')] : errorMessages(error),
      );
      setBusy(false);
    }
  }

  return (
    <Card component="article" aria-label={list.theme} withBorder radius="xl" padding="lg" className={classes.card}>
      <Title order={3} size="h4">
        {list.theme}
      </Title>
      <Text className={classes.words}>{wordsText(list.words)}</Text>
      <Text size="sm" className={classes.meta} component="div">
        <Trans
          t={t}
          i18nKey="publicCard.by"
          values={{ likes: likesText(list.likes) }}
          components={{ author: <Author list={list} /> }}
        />
      </Text>
      <Group gap="xs" className={classes.actions}>
        <Button
          size="sm"
          variant={saved ? 'filled' : 'light'}
          color={saved ? 'green' : undefined}
          disabled={saved}
          loading={saving}
          onClick={() => void save()}
        >
          {saved ? t('publicCard.saved') : t('publicCard.save')}
        </Button>
        {sentForReview ? (
          <Text size="sm" c="dimmed" role="status">
            {t('publicCard.sentForReview')}
          </Text>
        ) : (
          <Button
            size="sm"
            variant="subtle"
            color="orange"
            loading={busy}
            onClick={() => setConfirming(mayRemove ? 'remove' : 'review')}
          >
            {t('publicCard.remove')}
          </Button>
        )}
        {isCreator && (
          <Button size="sm" variant="subtle" color="red" loading={busy} onClick={() => setConfirming('delete')}>
            {t('card.delete')}
          </Button>
        )}
      </Group>
      <ErrorList messages={errors} />
      <ReviewRequestDialog
        opened={confirming === 'review'}
        title={t('publicCard.review.title')}
        onConfirm={(note) => void sendForReview(note)}
        onCancel={() => setConfirming(null)}
      >
        {t('publicCard.review.body')} <strong>{wordsText(list.words)}</strong>
      </ReviewRequestDialog>
      <ConfirmDialog
        opened={confirming === 'remove' || confirming === 'delete'}
        title={confirming === 'delete' ? t('card.confirmDelete.title') : t('publicCard.confirmRemove.title')}
        confirmLabel={confirming === 'delete' ? t('card.confirmDelete.confirm') : t('publicCard.confirmRemove.confirm')}
        cancelLabel={t('card.confirmDelete.cancel')}
        confirmColor="red"
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      >
        {confirming === 'delete' ? t('card.confirmDelete.body') : t('publicCard.confirmRemove.body')} <br />
        <strong>{wordsText(list.words)}</strong>
      </ConfirmDialog>
    </Card>
  );
}
