import './form-styles';
import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface SearchBoxProps {
  label: string;
  placeholder: string;
  /** The longest text the server accepts for this search. */
  maxLength: number;
  /** Names the search landmark when a page has more than one. */
  ariaLabel?: string;
  /** Called with the trimmed text on Search or Enter; a blank one too (the caller decides what blank means). */
  onSearch: (query: string) => void;
}

/** A labelled search box with its Search button, as the word-list and image pages show it. */
export function SearchBox({ label, placeholder, maxLength, ariaLabel, onSearch }: SearchBoxProps) {
  const { t } = useTranslation('auth');
  const [text, setText] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    <form role="search" aria-label={ariaLabel} onSubmit={handleSubmit} noValidate>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label={label}
          placeholder={placeholder}
          value={text}
          maxLength={maxLength}
          onChange={(event) => setText(event.currentTarget.value)}
          size="md"
          style={{ flex: 1 }}
        />
        <Button type="submit" size="md">
          {t('search')}
        </Button>
      </Group>
    </form>
  );
}
