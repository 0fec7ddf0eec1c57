import { NativeSelect, Text, TextInput } from '@mantine/core';
import { IMAGE_COLOURS, type ImageColour } from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../components/error-messages';
import { COLOUR_KEYS } from './type-text';
import classes from './images.module.css';

/** The colour select's options (core §3), in the order of the spec; values are the three-letter codes. */
function useColourOptions() {
  const { t } = useTranslation('images');
  return IMAGE_COLOURS.map(([, value]) => ({ label: t(COLOUR_KEYS[value]), value }));
}

/** Tags as she types them, shown back the way they will be saved. */
function TagsPreview({ tags }: { tags: string[] }) {
  const { t } = useTranslation('images');
  if (tags.length === 0) return null;
  return (
    <Text size="sm" mt={4} className={classes.tagsPreview} aria-live="polite">
      {t('form.tagsPreview', { tags: tags.join(', ') })}
    </Text>
  );
}

/** A character's colour (core §3), with its server error under it. */
export function ColourField(props: { value: ImageColour; onChange: (colour: ImageColour) => void; errors?: string[] }) {
  const { t } = useTranslation('images');
  const options = useColourOptions();
  return (
    <NativeSelect
      label={t('form.colour')}
      data={options}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value as ImageColour)}
      error={fieldError(props.errors)}
      size="md"
    />
  );
}

/** The tags as typed, how they will be saved, and the server's error under them. */
export function TagsField(props: {
  text: string;
  onChange: (text: string) => void;
  tags: string[];
  errors?: string[];
}) {
  const { t } = useTranslation('images');
  return (
    <div>
      <TextInput
        label={t('form.tags')}
        description={t('form.tagsDescription')}
        value={props.text}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        error={fieldError(props.errors)}
        size="md"
      />
      <TagsPreview tags={props.tags} />
    </div>
  );
}
