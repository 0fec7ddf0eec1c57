import { NativeSelect, Text, TextInput } from '@mantine/core';
import { IMAGE_COLOURS, type ImageColour } from '@playwords/common';
import { fieldError } from '../../components/error-messages';
import classes from './images.module.css';

/** The colour select's options (core §3), in the order of the spec; values are the three-letter codes. */
export const COLOUR_OPTIONS = IMAGE_COLOURS.map(([label, value]) => ({ label, value }));

const TAGS_DESCRIPTION = 'Separate tags with spaces or commas. Keep a phrase together in quotes: "ice cream".';

/** Tags as she types them, shown back the way they will be saved. */
function TagsPreview({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <Text size="sm" mt={4} className={classes.tagsPreview} aria-live="polite">
      {`Tags: ${tags.join(', ')}`}
    </Text>
  );
}

/** A character's colour (core §3), with its server error under it. */
export function ColourField(props: { value: ImageColour; onChange: (colour: ImageColour) => void; errors?: string[] }) {
  return (
    <NativeSelect
      label="Colour"
      data={COLOUR_OPTIONS}
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
  return (
    <div>
      <TextInput
        label="Tags"
        description={TAGS_DESCRIPTION}
        value={props.text}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        error={fieldError(props.errors)}
        size="md"
      />
      <TagsPreview tags={props.tags} />
    </div>
  );
}
