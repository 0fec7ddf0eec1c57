import '../../components/form-styles';
import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { WORDLIST_QUERY_MAX } from '@playwords/common';

export interface WordlistSearchProps {
  /** Called with the trimmed text; a blank one too (the caller decides what blank means). */
  onSearch: (query: string) => void;
}

/** The search box of both word-list pages, labelled as core §2 says ('Search Your Wordlists'). */
export function WordlistSearch({ onSearch }: WordlistSearchProps) {
  const [text, setText] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    <form role="search" aria-label="Wordlists" onSubmit={handleSubmit} noValidate>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label="Search Your Wordlists"
          placeholder="animals, cat…"
          value={text}
          maxLength={WORDLIST_QUERY_MAX}
          onChange={(event) => setText(event.currentTarget.value)}
          size="md"
          style={{ flex: 1 }}
        />
        <Button type="submit" size="md">
          Search
        </Button>
      </Group>
    </form>
  );
}
