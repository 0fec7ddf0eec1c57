import '../../components/form-styles';
import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { DEFAULT_IMAGE_COLOUR, TYPES_WITH_POWERS, type ImageColour, type ImageDto } from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { ErrorList, fieldError } from '../../components/error-messages';
import {
  editableTagsText,
  imageNameError,
  normaliseImageName,
  parseTags,
  sameIds,
  tagsError,
  updateImage,
} from '../../lib/images';
import { ColourField, TagsField } from './form-fields';
import { withoutField } from '../../lib/form-errors';
import {
  hasFormErrors,
  NO_ERRORS,
  tagMessages,
  toImageFormErrors,
  type ImageField,
  type ImageFormErrors,
} from './form-state';
import { PowerPicker } from './power-picker';

export interface EditImageFormProps {
  image: ImageDto;
  onSaved: (image: ImageDto) => void;
}

/**
 * Image edit (core §2, §5): name, colour (characters), powers (characters and monsters) and tags. A blank name is
 * 'Name cannot be blank.'; nothing changed is "You haven't made any changes." and sends nothing.
 */
export function EditImageForm({ image, onSaved }: EditImageFormProps) {
  const hasPowers = TYPES_WITH_POWERS.includes(image.type);
  const [name, setName] = useState(image.name);
  const [colour, setColour] = useState<ImageColour>(image.color ?? DEFAULT_IMAGE_COLOUR);
  const [powers, setPowers] = useState<number[]>(() => image.power.map((power) => power.id));
  const [tagsText, setTagsText] = useState(() => editableTagsText(image.tags));
  const [errors, setErrors] = useState<ImageFormErrors>(NO_ERRORS);
  const [saving, setSaving] = useState(false);
  const tags = parseTags(tagsText);
  const { t } = useTranslation('images');

  /** Sets a field and drops what was said about it: she changed it, so the message no longer holds. */
  function changing<T>(field: ImageField, set: (value: T) => void): (value: T) => void {
    return (value) => {
      set(value);
      setErrors((current) => withoutField(current, field));
    };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const cleanName = normaliseImageName(name);
    const found: ImageFormErrors = { fields: {}, general: [] };
    const nameProblem = imageNameError(cleanName, t('messages.nameBlank'));
    const tagsProblem = tagsError(tags);
    if (nameProblem) found.fields.name = [nameProblem];
    if (tagsProblem) found.fields.tags = tagMessages([tagsProblem]);
    const unchanged =
      cleanName === image.name &&
      tags.length === image.tags.length &&
      tags.every((tag, index) => tag === image.tags[index]) &&
      (image.type !== 'characters' || colour === (image.color ?? DEFAULT_IMAGE_COLOUR)) &&
      (!hasPowers ||
        sameIds(
          powers,
          image.power.map((power) => power.id),
        ));
    if (!hasFormErrors(found) && unchanged) found.general = [t('messages.noChanges')];
    if (hasFormErrors(found)) {
      setErrors(found);
      return;
    }
    setErrors(NO_ERRORS);
    setSaving(true);
    try {
      onSaved(
        await updateImage(image.type, image.id, {
          name: cleanName,
          tags,
          color: image.type === 'characters' ? colour : null,
          power: powers,
        }),
      );
    } catch (error) {
      setErrors(toImageFormErrors(error));
      setSaving(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      aria-label={t('edit.formLabel', { name: image.name })}
    >
      <Stack gap="md">
        <TextInput
          label={t('form.name')}
          value={name}
          onChange={(event) => changing('name', setName)(event.currentTarget.value)}
          error={fieldError(errors.fields.name)}
          size="md"
          data-autofocus
        />
        {image.type === 'characters' && (
          <ColourField value={colour} onChange={changing('color', setColour)} errors={errors.fields.color} />
        )}
        {hasPowers && (
          <PowerPicker
            chosen={powers}
            onChange={changing('power', setPowers)}
            current={image.power}
            error={errors.fields.power}
          />
        )}
        <TagsField text={tagsText} onChange={changing('tags', setTagsText)} tags={tags} errors={errors.fields.tags} />
        <ErrorList messages={[...(errors.fields.image ?? []), ...errors.general]} />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {t('edit.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
