import { WORDLIST_QUERY_MAX } from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../components/search-box';

/** The search box of both word-list pages, labelled as core §2 says ('Search Your Wordlists'). */
export function WordlistSearch({ onSearch }: { onSearch: (query: string) => void }) {
  const { t } = useTranslation('wordlists');
  return (
    <SearchBox
      label={t('search.label')}
      placeholder={t('search.placeholder')}
      maxLength={WORDLIST_QUERY_MAX}
      ariaLabel={t('search.ariaLabel')}
      onSearch={onSearch}
    />
  );
}
