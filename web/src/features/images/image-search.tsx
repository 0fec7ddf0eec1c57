import { IMAGE_QUERY_MAX } from '@playwords/common';
import { SearchBox } from '../../components/search-box';

/** A panel's search box over names and tags; `label` is e.g. 'Search Your Characters'. */
export function ImageSearch({ label, onSearch }: { label: string; onSearch: (query: string) => void }) {
  return <SearchBox label={label} placeholder="name or tag" maxLength={IMAGE_QUERY_MAX} onSearch={onSearch} />;
}
