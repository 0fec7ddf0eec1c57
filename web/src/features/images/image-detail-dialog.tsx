import '@mantine/core/styles/Modal.css';
import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import {
  IMAGE_PREVIEW_SIDE,
  nameToShow,
  OFFICIAL_USER_ID,
  TYPES_WITH_POWERS,
  type ImageColour,
  type ImageDto,
  type UserDto,
} from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ReviewRequestDialog } from '../../components/review-request-dialog';
import { ErrorList } from '../../components/error-messages';
import { Logo } from '../../components/logo';
import { NetworkError } from '../../lib/api';
import { errorMessages } from '../../lib/form-errors';
import {
  deleteImage,
  favouriteIds,
  favouriteImage,
  imageKeys,
  isLastFavourite,
  reloadThumbnail,
  reportImage,
  setImagePrivate,
  unfavouriteImage,
  withFavourite,
} from '../../lib/images';
import { meQueryKey } from '../../lib/session';
import { EditImageForm } from './edit-image-form';
import { COLOUR_KEYS } from './type-text';
import classes from './images.module.css';

/** A colour's key: an unknown or missing code is shown as random. */
function colourKey(code: string | null) {
  return code && code in COLOUR_KEYS ? COLOUR_KEYS[code as ImageColour] : COLOUR_KEYS.ran;
}

/** Whether an answer is an image object (the server's answer to a favourite or a thumbnail refresh). */
function isImage(value: unknown): value is ImageDto {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ImageDto).id === 'number' &&
    typeof (value as ImageDto).likes === 'number' &&
    typeof (value as ImageDto).thumbnail === 'string'
  );
}

/** The submitter: display name, else username; the official account with the product logo (core §3). */
export function Submitter({ image }: { image: ImageDto }) {
  const { t } = useTranslation('images');
  if (image.created_by.id === OFFICIAL_USER_ID) {
    return (
      <span className={classes.author} role="img" aria-label={t('detail.official')}>
        <Logo size={22} />
      </span>
    );
  }
  return <span>{nameToShow(image.created_by)}</span>;
}

function Details({ image }: { image: ImageDto }) {
  const { t } = useTranslation('images');
  return (
    <dl className={classes.details}>
      {image.type === 'characters' && (
        <>
          <dt>{t('detail.colour')}</dt>
          <dd>{t(colourKey(image.color))}</dd>
        </>
      )}
      {TYPES_WITH_POWERS.includes(image.type) && (
        <>
          <dt>{t('detail.powers')}</dt>
          <dd>
            {image.power.length === 0 ? (
              t('detail.randomPower')
            ) : (
              <ul className={classes.powerList}>
                {image.power.map((power) => (
                  <li key={power.id}>
                    <img src={power.thumbnail} alt="" width={40} height={40} loading="lazy" />
                    {power.name}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </>
      )}
      <dt>{t('detail.tags')}</dt>
      <dd>{image.tags.length === 0 ? t('detail.noTags') : image.tags.join(', ')}</dd>
      <dt>{t('detail.submittedBy')}</dt>
      <dd>
        <Submitter image={image} />
      </dd>
    </dl>
  );
}

interface DetailBodyProps {
  image: ImageDto;
  user: UserDto;
  onChanged: (image: ImageDto) => void;
  onDeleted: (image: ImageDto) => void;
}

function DetailBody({ image, user, onChanged, onDeleted }: DetailBodyProps) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState<'publish' | 'delete' | 'favourite' | 'thumbnail' | 'report' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [reported, setReported] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const isOwner = image.created_by.id === user.id;
  const favourite = favouriteIds(user, image.type).includes(image.id);
  const { t } = useTranslation('images');

  async function toggleFavourite() {
    if (busy) return;
    setNotice(null);
    if (favourite && isLastFavourite(user, image.type, image.id)) {
      // Core §4: the last favourite of a type stays; say why and send nothing.
      setNotice(t('messages.lastFavourite'));
      return;
    }
    setBusy('favourite');
    try {
      const answer = favourite
        ? await unfavouriteImage(image.type, image.id)
        : await favouriteImage(image.type, image.id);
      queryClient.setQueryData<UserDto>(meQueryKey, (me) =>
        me ? withFavourite(me, image.type, image.id, !favourite) : me,
      );
      // Her own images may list her favourites too: ask again when next shown.
      void queryClient.invalidateQueries({ queryKey: imageKeys.mine(image.type) });
      onChanged(isImage(answer) ? answer : { ...image, likes: Math.max(0, image.likes + (favourite ? -1 : 1)) });
    } catch {
      // Core §7: favourite failures are silently ignored.
    } finally {
      setBusy(null);
    }
  }

  async function togglePublished() {
    if (busy) return;
    setErrors([]);
    setBusy('publish');
    try {
      onChanged(await setImagePrivate(image.type, image.id, !image.is_private));
    } catch (error) {
      setErrors(error instanceof NetworkError ? [t('messages.toggleFailed')] : errorMessages(error));
    } finally {
      setBusy(null);
    }
  }

  async function report(note: string) {
    setReporting(false);
    setErrors([]);
    setBusy('report');
    try {
      await reportImage(image.type, image.id, note);
      setReported(true);
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    setConfirming(false);
    setErrors([]);
    setBusy('delete');
    try {
      await deleteImage(image.type, image.id);
      onDeleted(image);
    } catch (error) {
      setErrors(error instanceof NetworkError ? [t('messages.deleteFailed')] : errorMessages(error));
      setBusy(null);
    }
  }

  async function refreshThumbnail() {
    if (busy) return;
    setErrors([]);
    setNotice(null);
    setBusy('thumbnail');
    try {
      const answer = await reloadThumbnail(image.type, image.id);
      const fresh = isImage(answer) ? answer : image;
      // Same address, new picture: make the browser fetch it again.
      const separator = fresh.thumbnail.includes('?') ? '&' : '?';
      onChanged({ ...fresh, thumbnail: `${fresh.thumbnail}${separator}v=${Date.now()}` });
      setNotice(t('detail.thumbnailRefreshed'));
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setBusy(null);
    }
  }

  function handleSaved(saved: ImageDto) {
    setEditing(false);
    onChanged(saved);
  }

  return (
    <Stack gap="md">
      <div className={classes.detailTop}>
        <img
          src={image.image}
          alt={image.name}
          width={IMAGE_PREVIEW_SIDE}
          height={IMAGE_PREVIEW_SIDE}
          className={classes.detailImage}
        />
        <Stack gap="sm" className={classes.detailSide}>
          <Text fw={800} size="lg">
            {t('detail.downloads', { likes: image.likes })}
          </Text>
          <Button
            variant={favourite ? 'filled' : 'light'}
            color="pink"
            aria-pressed={favourite}
            loading={busy === 'favourite'}
            onClick={() => void toggleFavourite()}
            leftSection={<span aria-hidden="true">{favourite ? '♥' : '♡'}</span>}
          >
            {favourite ? t('detail.unfavourite') : t('detail.favourite')}
          </Button>
          {notice && (
            <Alert color="yellow" variant="light" radius="lg" role="status">
              {notice}
            </Alert>
          )}
          <Text size="sm">{t('detail.favouritesHint')}</Text>
        </Stack>
      </div>

      {editing ? <EditImageForm image={image} onSaved={handleSaved} /> : <Details image={image} />}

      {isOwner && image.is_banned && (
        <Text size="sm" c="dimmed">
          {t('messages.publishBanned')}
        </Text>
      )}
      {!isOwner && !image.is_private && (
        <Group gap="xs">
          {reported ? (
            <Text size="sm" c="dimmed" role="status">
              {t('detail.sentForReview')}
            </Text>
          ) : (
            <Button variant="subtle" color="orange" loading={busy === 'report'} onClick={() => setReporting(true)}>
              {t('detail.report')}
            </Button>
          )}
        </Group>
      )}
      {(isOwner || user.is_superuser) && (
        <Group gap="xs" className={classes.detailActions}>
          {isOwner && (
            <Button variant="default" onClick={() => setEditing((open) => !open)} aria-expanded={editing}>
              {editing ? t('detail.cancelEdit') : t('detail.edit')}
            </Button>
          )}
          {isOwner && !image.is_banned && (
            <Button
              variant="light"
              color={image.is_private ? 'teal' : 'orange'}
              loading={busy === 'publish'}
              onClick={() => void togglePublished()}
            >
              {image.is_private ? t('detail.uploadOnline') : t('detail.removeUpload')}
            </Button>
          )}
          {isOwner && (
            <Button variant="subtle" color="red" loading={busy === 'delete'} onClick={() => setConfirming(true)}>
              {t('detail.delete')}
            </Button>
          )}
          {user.is_superuser && (
            <Button variant="subtle" loading={busy === 'thumbnail'} onClick={() => void refreshThumbnail()}>
              {t('detail.refreshThumbnail')}
            </Button>
          )}
        </Group>
      )}
      <ErrorList messages={errors} />
      <ReviewRequestDialog
        opened={reporting}
        title={t('detail.reportTitle')}
        onConfirm={(note) => void report(note)}
        onCancel={() => setReporting(false)}
      >
        {t('detail.reportText', { name: image.name })}
      </ReviewRequestDialog>
      <ConfirmDialog
        opened={confirming}
        title={t('detail.deleteTitle')}
        confirmLabel={t('detail.deleteConfirm')}
        cancelLabel={t('detail.deleteCancel')}
        confirmColor="red"
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        {t('detail.deleteText', { name: image.name })}
      </ConfirmDialog>
    </Stack>
  );
}

export interface ImageDetailDialogProps {
  /** The image shown, or null when the dialog is closed. */
  image: ImageDto | null;
  user: UserDto;
  onChanged: (image: ImageDto) => void;
  onDeleted: (image: ImageDto) => void;
  onClose: () => void;
}

/**
 * The image detail dialog (core §2, §4): name, picture, colour, powers, tags, submitter and 'Downloads'; favourite
 * for everyone; Edit, Upload Online / Remove Upload (never for an image an operator removed from the public
 * collection) and delete for the owner; 'Report this image' on someone else's public image; thumbnail refresh for
 * superusers.
 */
export function ImageDetailDialog({ image, user, onChanged, onDeleted, onClose }: ImageDetailDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const { t } = useTranslation('images');
  return (
    <Modal
      opened={image !== null}
      onClose={onClose}
      title={image?.name ?? ''}
      centered
      radius="lg"
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('closeDialog') }}
      classNames={{ title: classes.modalTitle }}
    >
      {image && (
        <DetailBody
          key={`${image.type}-${image.id}`}
          image={image}
          user={user}
          onChanged={onChanged}
          onDeleted={onDeleted}
        />
      )}
    </Modal>
  );
}
