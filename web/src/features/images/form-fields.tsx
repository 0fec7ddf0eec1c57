import { Text } from '@mantine/core';
import { IMAGE_COLOURS } from '@playwords/common';
import classes from './images.module.css';

/** The colour select's options (core §3), in the order of the spec; values are the three-letter codes. */
export const COLOUR_OPTIONS = IMAGE_COLOURS.map(([label, value]) => ({ label, value }));

export const TAGS_DESCRIPTION = 'Separate tags with spaces or commas. Keep a phrase together in quotes: "ice cream".';

/** Tags as she types them, shown back the way they will be saved. */
export function TagsPreview({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <Text size="sm" mt={4} className={classes.tagsPreview} aria-live="polite">
      {`Tags: ${tags.join(', ')}`}
    </Text>
  );
}
