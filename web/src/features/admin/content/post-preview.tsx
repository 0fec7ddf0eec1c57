import '@mantine/core/styles/Image.css';
import { Card, Image, Stack, Text, Title } from '@mantine/core';
import { AdminContentText } from '@playwords/common';
import { PostText } from '../../../components/post-text';

export interface PostPreviewProps {
  name: string;
  text: string;
  /** The picture's URL (the new file's, or the post's own), or null. */
  picture: string | null;
}

/** How the post will look on the News page: its picture, name and text (paragraphs, line breaks, links). */
export function PostPreview({ name, text, picture }: PostPreviewProps) {
  return (
    <section aria-label={AdminContentText.preview}>
      <Text fw={700} size="sm" c="dimmed" mb={4}>
        {AdminContentText.preview}
      </Text>
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          {picture && <Image src={picture} alt="" radius="sm" mah={240} fit="contain" />}
          <Title order={3}>{name.trim() || '…'}</Title>
          <PostText text={text} />
        </Stack>
      </Card>
    </section>
  );
}
