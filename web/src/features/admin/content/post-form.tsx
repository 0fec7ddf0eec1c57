import '../../../components/form-styles';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Input, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { AdminContentText, NEWS_NAME_MAX, NEWS_TEXT_MAX, type AdminNewsPostDto } from '@playwords/common';
import { ErrorList, fieldError } from '../../../components/error-messages';
import { ApiError } from '../../../lib/api';
import { errorMessages, splitErrors, type FieldMessages } from '../../../lib/form-errors';
import { useSavePost } from './content-api';
import { PostPreview } from './post-preview';

const FIELDS = ['name', 'text', 'image'] as const;
type Field = (typeof FIELDS)[number];

/**
 * The chosen picture and a URL the preview shows it by; the URL is let go when another is chosen or the form
 * closes. (jsdom has no object URLs: no preview there.)
 */
function usePicture() {
  const [picture, setPicture] = useState<{ file: File; url: string | null } | null>(null);
  const made = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (made.current) URL.revokeObjectURL(made.current);
    },
    [],
  );
  const choose = (file: File | null) => {
    if (made.current) URL.revokeObjectURL(made.current);
    made.current = file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    setPicture(file ? { file, url: made.current } : null);
  };
  return [picture, choose] as const;
}

export interface PostFormProps {
  /** The post being edited; none: a new post. */
  post?: AdminNewsPostDto;
  /** After a save (with the saved post) or Cancel (nothing). */
  onDone: (saved?: AdminNewsPostDto) => void;
}

/**
 * Writes a new post or edits one: Title (the post's name), Text (plain text, paragraphs on blank lines), an
 * optional Picture with its preview, and on an edit 'Remove picture'; beside them the post as the News page will
 * show it. The server checks everything again; its messages land under their fields.
 */
export function PostForm({ post, onDone }: PostFormProps) {
  const [name, setName] = useState(post?.name ?? '');
  const [text, setText] = useState(post?.text ?? '');
  const [picture, choosePicture] = usePicture();
  const [removePicture, setRemovePicture] = useState(false);
  const [fields, setFields] = useState<FieldMessages<Field>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const save = useSavePost();
  const fileId = useId();
  const headingId = useId();

  const shownPicture = picture ? picture.url : removePicture ? null : (post?.image ?? null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFields({});
    setGeneral([]);
    try {
      const saved = await save.mutateAsync({
        id: post?.id,
        draft: { name, text, picture: picture?.file ?? null, removePicture },
      });
      onDone(saved);
    } catch (error) {
      if (error instanceof ApiError) {
        const split = splitErrors(error.body, FIELDS);
        setFields(split.fields);
        setGeneral(split.general);
      } else setGeneral(errorMessages(error));
    }
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Title id={headingId} order={3} mb="md">
        {post ? AdminContentText.editPost : AdminContentText.newPost}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <TextInput
              label={AdminContentText.titleLabel}
              required
              maxLength={NEWS_NAME_MAX}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={fieldError(fields.name)}
              data-autofocus
            />
            <Textarea
              label={AdminContentText.textLabel}
              description={AdminContentText.textDescription}
              required
              autosize
              minRows={6}
              maxRows={20}
              maxLength={NEWS_TEXT_MAX}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              error={fieldError(fields.text)}
            />
            <Input.Wrapper
              id={fileId}
              label={AdminContentText.pictureLabel}
              description={AdminContentText.pictureDescription}
              error={fieldError(fields.image)}
            >
              <input
                id={fileId}
                type="file"
                accept="image/png,image/jpeg,image/webp,image/gif"
                onChange={(event) => {
                  choosePicture(event.currentTarget.files?.[0] ?? null);
                  setFields((current) => ({ ...current, image: undefined }));
                }}
                aria-invalid={fields.image ? true : undefined}
                style={{ display: 'block', marginTop: 4 }}
              />
            </Input.Wrapper>
            {post?.image && !picture && (
              <Checkbox
                label={AdminContentText.removePicture}
                checked={removePicture}
                onChange={(event) => setRemovePicture(event.currentTarget.checked)}
              />
            )}
            <ErrorList messages={general} />
            <Group gap="sm">
              <Button type="submit" loading={save.isPending}>
                {post ? AdminContentText.save : AdminContentText.publish}
              </Button>
              <Button variant="default" onClick={() => onDone()} disabled={save.isPending}>
                {AdminContentText.cancel}
              </Button>
            </Group>
          </Stack>
        </form>
        <PostPreview name={name} text={text} picture={shownPicture} />
      </SimpleGrid>
    </Paper>
  );
}
