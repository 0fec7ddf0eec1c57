import '@mantine/core/styles/Image.css';
import { Card, Image, Stack, Text, Title } from '@mantine/core';
import { AdminContentText } from '@playwords/common';

/**
 * A post's text split as the News page splits it: paragraphs on blank lines, each keeping its line breaks; plain
 * text, never markup. (The News page also makes http(s) addresses links; that lives in features/news, which this
 * feature may not import, so the preview shows them as written.)
 */
export function previewParagraphs(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) => block.replace(/^\n+|\n+$/g, ''))
    .filter((block) => block.trim() !== '')
    .map((block) => block.split('\n'));
}

export interface PostPreviewProps {
  name: string;
  text: string;
  /** The picture's URL (the new file's, or the post's own), or null. */
  picture: string | null;
}

/** How the post will look on the News page: its picture, name and paragraphs. */
export function PostPreview({ name, text, picture }: PostPreviewProps) {
  const paragraphs = previewParagraphs(text);
  return (
    <section aria-label={AdminContentText.preview}>
      <Text fw={700} size="sm" c="dimmed" mb={4}>
        {AdminContentText.preview}
      </Text>
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          {picture && <Image src={picture} alt="" radius="sm" mah={240} fit="contain" />}
          <Title order={3}>{name.trim() || '…'}</Title>
          {paragraphs.map((lines, p) => (
            <Text key={p} component="p" m={0}>
              {lines.map((line, l) => (
                <span key={l}>
                  {l > 0 && <br />}
                  {line}
                </span>
              ))}
            </Text>
          ))}
        </Stack>
      </Card>
    </section>
  );
}
