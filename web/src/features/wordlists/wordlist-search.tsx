import { WORDLIST_QUERY_MAX } from '@playwords/common';
import { SearchBox } from '../../components/search-box';

/** The search box of both word-list pages, labelled as core §2 says ('Search Your Wordlists'). */
export function WordlistSearch({ onSearch }: { onSearch: (query: string) => void }) {
  return (
    <SearchBox
      label="Search Your Wordlists"
      placeholder="animals, cat…"
      maxLength={WORDLIST_QUERY_MAX}
      ariaLabel="Wordlists"
      onSearch={onSearch}
    />
  );
}
