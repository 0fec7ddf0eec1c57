import '../../components/form-styles';
import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { IMAGE_QUERY_MAX } from '@playwords/common';

export interface ImageSearchProps {
  /** The box's label ('Search Your Characters'). */
  label: string;
  /** Called with the trimmed text; a blank one too (the panel shows the full list again). */
  onSearch: (query: string) => void;
}

/** A panel's search box: names and tags. */
export function ImageSearch({ label, onSearch }: ImageSearchProps) {
  const [text, setText] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    <form role="search" onSubmit={handleSubmit} noValidate>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label={label}
          placeholder="name or tag"
          value={text}
          maxLength={IMAGE_QUERY_MAX}
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
