import '../../components/form-styles';
import { useMemo, useState, type FormEvent } from 'react';
import { Anchor, Button, Checkbox, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  normaliseTheme,
  normaliseWords,
  splitWords,
  THEME_MAX_LENGTH,
  type UserDto,
  type WordlistDto,
} from '@playwords/common';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorList, fieldError } from '../../components/error-messages';
import { paths } from '../../lib/paths';
import { createWordlist, mayPublishWordlists } from '../../lib/wordlists';
import { withoutField } from '../../lib/form-errors';
import { NO_ERRORS, toFormErrors, type WordlistFormErrors } from './form-state';
import { NO_CHOICES } from './word-pictures/picture-choices';
import { useWordPictures } from './word-pictures/use-word-pictures';
import { WordPictures } from './word-pictures/word-pictures';
import classes from './wordlists.module.css';

export interface CreateWordlistFormProps {
  id: string;
  user: UserDto;
  onCreated: (list: WordlistDto) => void;
}

/** In place of the publish box for a teacher whose plan does not include sharing. */
function PublishHint() {
  const { t } = useTranslation('wordlists');
  return (
    <Text size="sm" c="dimmed">
      <Trans
        t={t}
        i18nKey="form.publishHint"
        components={{ plans: <Anchor component={Link} to={paths.plans} size="sm" fw={700} /> }}
      />
    </Text>
  );
}

/**
 * The create form (core §2, §5): a theme, the words parsed live as she types with their count and a picture each,
 * and 'Publish online for others to use' (sent inverted as is_private) for those who may publish. On submit the
 * words are lowercased and de-duplicated, with a picture (or none) for each. Whatever the server answers, a refusal
 * leaves what she typed and chose in place with the reason.
 */
export function CreateWordlistForm({ id, user, onCreated }: CreateWordlistFormProps) {
  const { t } = useTranslation('wordlists');
  const [theme, setTheme] = useState('');
  const [text, setText] = useState('');
  const [publish, setPublish] = useState(false);
  const [errors, setErrors] = useState<WordlistFormErrors>(NO_ERRORS);
  const [saving, setSaving] = useState(false);
  const count = splitWords(text).length;
  const words = useMemo(() => normaliseWords(splitWords(text)), [text]);
  const pictures = useWordPictures(() => NO_CHOICES);
  const mayPublish = mayPublishWordlists(user);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const cleanTheme = normaliseTheme(theme);
    const missing: WordlistFormErrors = { fields: {}, general: [] };
    if (cleanTheme === '') missing.fields.theme = [t('form.themeRequired')];
    if (words.length === 0) missing.fields.words = [t('form.wordsRequired')];
    if (missing.fields.theme || missing.fields.words) {
      setErrors(missing);
      return;
    }
    setErrors(NO_ERRORS);
    setSaving(true);
    try {
      const refs = await pictures.refsFor(words);
      const list = await createWordlist({
        theme: cleanTheme,
        words,
        is_private: !(mayPublish && publish),
        ...(refs && { pictures: refs }),
      });
      onCreated(list);
    } catch (error) {
      setErrors(toFormErrors(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Paper id={id} component="section" aria-label={t('form.ariaLabel')} withBorder radius="xl" p="lg">
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('form.theme')}
            placeholder={t('form.themePlaceholder')}
            value={theme}
            maxLength={THEME_MAX_LENGTH}
            onChange={(event) => {
              setTheme(event.currentTarget.value);
              setErrors((current) => withoutField(current, 'theme'));
            }}
            error={fieldError(errors.fields.theme)}
            size="md"
          />
          <div>
            <Textarea
              label={t('form.words')}
              description={t('form.wordsHelp')}
              placeholder={t('form.wordsPlaceholder')}
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value);
                setErrors((current) => withoutField(current, 'words'));
              }}
              error={fieldError(errors.fields.words)}
              rows={5}
              size="md"
            />
            <Text aria-live="polite" fw={700} mt={6} className={classes.count} data-testid="word-count">
              {t('form.wordCount', { count })}
            </Text>
          </div>
          <WordPictures words={words} choices={pictures.choices} {...pictures.dictionary} onChoose={pictures.choose} />
          {mayPublish ? (
            <Checkbox
              label={t('form.publish')}
              checked={publish}
              onChange={(event) => setPublish(event.currentTarget.checked)}
              size="md"
            />
          ) : (
            user.has_valid_email && <PublishHint />
          )}
          <ErrorList messages={errors.general} />
          <Group>
            <Button type="submit" size="md" loading={saving}>
              {t('form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
