import { IMAGE_QUERY_MAX } from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../components/search-box';

/** A panel's search box over names and tags; `label` is e.g. 'Search Your Characters'. */
export function ImageSearch({ label, onSearch }: { label: string; onSearch: (query: string) => void }) {
  const { t } = useTranslation('images');
  return (
    <SearchBox label={label} placeholder={t('search.placeholder')} maxLength={IMAGE_QUERY_MAX} onSearch={onSearch} />
  );
}
