import '../../components/form-styles';
import '@mantine/core/styles/Modal.css';
import { useMemo, useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { normaliseTheme, normaliseWords, splitWords, THEME_MAX_LENGTH, type WordlistDto } from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { ErrorList, fieldError } from '../../components/error-messages';
import { withoutField } from '../../lib/form-errors';
import { updateWordlist } from '../../lib/wordlists';
import { editableWordsText, NO_ERRORS, sameWords, toFormErrors, type WordlistFormErrors } from './form-state';
import { choicesOfList, pictureRefs, sameRefs } from './word-pictures/picture-choices';
import { useWordPictures } from './word-pictures/use-word-pictures';
import { WordPictures } from './word-pictures/word-pictures';
import classes from './wordlists.module.css';

interface EditFormProps {
  list: WordlistDto;
  onSaved: (list: WordlistDto) => void;
  onCancel: () => void;
}

function EditForm({ list, onSaved, onCancel }: EditFormProps) {
  const { t } = useTranslation('wordlists');
  const [theme, setTheme] = useState(list.theme);
  const [text, setText] = useState(() => editableWordsText(list.words));
  const [errors, setErrors] = useState<WordlistFormErrors>(NO_ERRORS);
  const [saving, setSaving] = useState(false);
  const words = useMemo(() => normaliseWords(splitWords(text)), [text]);
  // Her stored pictures are kept; a word she adds gets the dictionary's first candidate.
  const pictures = useWordPictures(() => choicesOfList(list));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const cleanTheme = normaliseTheme(theme);
    const missing: WordlistFormErrors = { fields: {}, general: [] };
    if (cleanTheme === '') missing.fields.theme = [t('form.themeBlank')];
    if (words.length === 0) missing.fields.words = [t('form.wordsRequired')];
    if (missing.fields.theme || missing.fields.words) {
      setErrors(missing);
      return;
    }
    // Words she kept have their pictures already: whether any changed is known without the dictionary.
    const refsNow = pictureRefs(words, pictures.choices, pictures.dictionary.candidates);
    const storedRefs = (list.pictures ?? []).map((picture) => picture?.ref ?? null);
    if (cleanTheme === list.theme && sameWords(words, list.words) && (!refsNow || sameRefs(refsNow, storedRefs))) {
      setErrors({ fields: {}, general: [t('form.nothingChanged')] });
      return;
    }
    setErrors(NO_ERRORS);
    setSaving(true);
    try {
      const refs = await pictures.refsFor(words);
      onSaved(await updateWordlist(list.id, { theme: cleanTheme, words, ...(refs && { pictures: refs }) }));
    } catch (error) {
      setErrors(toFormErrors(error));
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('form.theme')}
          value={theme}
          maxLength={THEME_MAX_LENGTH}
          onChange={(event) => {
            setTheme(event.currentTarget.value);
            setErrors((current) => withoutField(current, 'theme'));
          }}
          error={fieldError(errors.fields.theme)}
          size="md"
          data-autofocus
        />
        <div>
          <Textarea
            label={t('form.words')}
            description={t('form.wordsHelp')}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setErrors((current) => withoutField(current, 'words'));
            }}
            error={fieldError(errors.fields.words)}
            rows={5}
            size="md"
          />
          <Text aria-live="polite" fw={700} mt={6} className={classes.count}>
            {t('form.wordCount', { count: splitWords(text).length })}
          </Text>
        </div>
        <WordPictures words={words} choices={pictures.choices} {...pictures.dictionary} onChoose={pictures.choose} />
        <ErrorList messages={errors.general} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('edit.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface EditWordlistDialogProps {
  /** The list being edited, or null when the dialog is closed. */
  list: WordlistDto | null;
  onSaved: (list: WordlistDto) => void;
  onClose: () => void;
}

/**
 * The edit dialog (core §2, §5): theme, words and their pictures, with its three messages and the server's under
 * the fields.
 */
export function EditWordlistDialog({ list, onSaved, onClose }: EditWordlistDialogProps) {
  const { t } = useTranslation('wordlists');
  return (
    <Modal opened={list !== null} onClose={onClose} title={t('edit.title')} centered radius="lg" size="lg">
      {list && <EditForm key={list.id} list={list} onSaved={onSaved} onCancel={onClose} />}
    </Modal>
  );
}
