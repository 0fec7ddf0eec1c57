import '../../components/form-styles';
import '@mantine/core/styles/Modal.css';
import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent, type FormEvent } from 'react';
import { Button, Checkbox, Group, Input, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  DEFAULT_IMAGE_COLOUR,
  IMAGE_PREVIEW_SIDE,
  TYPES_WITH_POWERS,
  type ImageColour,
  type ImageDto,
  type ImageType,
} from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { ErrorList, fieldError } from '../../components/error-messages';
import { decodeImageFile, drawPreview, encodeUpload, type DecodedImage } from '../../lib/image-canvas';
import {
  createImage,
  decodedSizeError,
  imageNameError,
  normaliseImageName,
  parseTags,
  pickedFilesError,
  tagsError,
} from '../../lib/images';
import { withoutField } from '../../lib/form-errors';
import {
  hasFormErrors,
  NO_ERRORS,
  tagMessages,
  toImageFormErrors,
  type ImageField,
  type ImageFormErrors,
} from './form-state';
import { ColourField, TagsField } from './form-fields';
import { PowerPicker } from './power-picker';
import { useTypeNames } from './type-text';
import classes from './images.module.css';

interface CreateFormProps {
  type: ImageType;
  onCreated: (image: ImageDto) => void;
  onCancel: () => void;
}

function CreateForm({ type, onCreated, onCancel }: CreateFormProps) {
  const fileId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [name, setName] = useState('');
  const [picture, setPicture] = useState<DecodedImage | null>(null);
  const [flipped, setFlipped] = useState(false);
  const [colour, setColour] = useState<ImageColour>(DEFAULT_IMAGE_COLOUR);
  const [powers, setPowers] = useState<number[]>([]);
  const [tagsText, setTagsText] = useState('');
  const [publish, setPublish] = useState(false);
  const [errors, setErrors] = useState<ImageFormErrors>(NO_ERRORS);
  const [reading, setReading] = useState(false);
  const [saving, setSaving] = useState(false);
  const tags = parseTags(tagsText);
  const { t } = useTranslation('images');
  const { singular } = useTypeNames()(type);
  const hasPowers = TYPES_WITH_POWERS.includes(type);

  useEffect(() => {
    if (canvasRef.current) drawPreview(canvasRef.current, picture, flipped);
  }, [picture, flipped]);

  // The decoded pixels are freed when another picture replaces them or the dialog closes.
  useEffect(() => () => picture?.close(), [picture]);

  /** Sets a field and drops what was said about it: she changed it, so the message no longer holds. */
  function changing<T>(field: ImageField, set: (value: T) => void): (value: T) => void {
    return (value) => {
      set(value);
      setErrors((current) => withoutField(current, field));
    };
  }

  function setImageError(message: string | null) {
    setErrors((old) => ({ ...old, fields: { ...old.fields, image: message ? [message] : undefined } }));
  }

  async function handleFiles(files: FileList | File[]) {
    const problem = pickedFilesError(files);
    if (problem) {
      setPicture(null);
      setImageError(problem);
      return;
    }
    setImageError(null);
    setReading(true);
    try {
      const decoded = await decodeImageFile(files[0]!);
      const sizeProblem = decodedSizeError(decoded.width, decoded.height);
      if (sizeProblem) {
        decoded.close();
        setPicture(null);
        setImageError(sizeProblem);
      } else {
        setPicture(decoded);
        setFlipped(false);
      }
    } catch {
      // The type said image, but the browser could not read it as one.
      setPicture(null);
      setImageError(t('messages.notAnImage'));
    } finally {
      setReading(false);
    }
  }

  function handleFileChange(event: ChangeEvent<HTMLInputElement>) {
    void handleFiles(event.currentTarget.files ?? []);
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    void handleFiles(event.dataTransfer.files);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || reading) return;
    const cleanName = normaliseImageName(name);
    const nameProblem = imageNameError(cleanName);
    const tagsProblem = tagsError(tags);
    const found: ImageFormErrors = { fields: {}, general: [] };
    if (nameProblem) found.fields.name = [nameProblem];
    if (!picture) found.fields.image = errors.fields.image ?? [t('messages.imageRequired')];
    if (tagsProblem) found.fields.tags = tagMessages([tagsProblem]);
    if (hasFormErrors(found) || !picture) {
      setErrors(found);
      return;
    }
    setErrors(NO_ERRORS);
    setSaving(true);
    try {
      const png = await encodeUpload(picture, flipped);
      const image = await createImage(type, {
        name: cleanName,
        image: png,
        power: powers,
        color: colour,
        tags,
        is_private: !publish,
      });
      onCreated(image);
    } catch (error) {
      setErrors(toImageFormErrors(error));
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('form.name')}
          value={name}
          onChange={(event) => changing('name', setName)(event.currentTarget.value)}
          error={fieldError(errors.fields.name)}
          size="md"
          data-autofocus
        />
        <Input.Wrapper
          id={fileId}
          label={t('create.picture')}
          description={t('create.pictureDescription')}
          error={fieldError(errors.fields.image)}
          size="md"
        >
          <input
            id={fileId}
            className={classes.fileInput}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            onChange={handleFileChange}
            aria-invalid={errors.fields.image ? true : undefined}
          />
        </Input.Wrapper>
        <div className={classes.previewRow}>
          <div
            className={classes.previewBox}
            onDragOver={(event) => event.preventDefault()}
            onDrop={handleDrop}
            data-testid="drop-zone"
          >
            <canvas
              ref={canvasRef}
              width={IMAGE_PREVIEW_SIDE}
              height={IMAGE_PREVIEW_SIDE}
              className={classes.preview}
              role="img"
              aria-label={picture ? t('create.preview', { lower: singular.toLowerCase() }) : t('create.previewEmpty')}
            />
          </div>
          <Stack gap="xs" className={classes.previewSide}>
            <Button
              variant="light"
              disabled={!picture}
              aria-pressed={flipped}
              onClick={() => setFlipped((value) => !value)}
            >
              {t('create.flip')}
            </Button>
            {type !== 'backgrounds' && <Text size="sm">{t('create.flipHint')}</Text>}
          </Stack>
        </div>
        {type === 'characters' && (
          <ColourField value={colour} onChange={changing('color', setColour)} errors={errors.fields.color} />
        )}
        {hasPowers && (
          <PowerPicker chosen={powers} onChange={changing('power', setPowers)} error={errors.fields.power} />
        )}
        <TagsField text={tagsText} onChange={changing('tags', setTagsText)} tags={tags} errors={errors.fields.tags} />
        <Checkbox
          label={t('create.publish')}
          checked={publish}
          onChange={(event) => setPublish(event.currentTarget.checked)}
          size="md"
        />
        <ErrorList messages={errors.general} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('create.cancel')}
          </Button>
          <Button type="submit" loading={saving || reading}>
            {t('create.submit', { singular })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface CreateImageDialogProps {
  /** The type being created, or null when the dialog is closed. */
  type: ImageType | null;
  onCreated: (image: ImageDto) => void;
  onClose: () => void;
}

/**
 * The Create dialog (core §2, §5): name, one picture shown in a 300×300 preview, Flip, colour (characters),
 * powers (characters and monsters), tags and 'Publish online for others to use' (sent inverted as is_private).
 * The picture is scaled to at most 1200 px and sent as PNG.
 */
export function CreateImageDialog({ type, onCreated, onClose }: CreateImageDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const { t } = useTranslation('images');
  const typeNames = useTypeNames();
  return (
    <Modal
      opened={type !== null}
      onClose={onClose}
      title={type ? t('create.title', { singular: typeNames(type).singular }) : ''}
      centered
      radius="lg"
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('closeDialog') }}
      classNames={{ title: classes.modalTitle }}
    >
      {type && <CreateForm key={type} type={type} onCreated={onCreated} onCancel={onClose} />}
    </Modal>
  );
}
