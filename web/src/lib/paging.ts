// Load More over the API's pages (api-contract.md § Paging), for every paged list the app shows.

/** One page as the API answers it. */
export interface Page<T> {
  count: number;
  results: T[];
}

/** The offset of the next page, or undefined once everything is loaded (Load More while loaded < count). */
export function nextOffset<T>(pages: readonly Page<T>[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
  const count = pages.at(-1)?.count ?? 0;
  return loaded < count ? loaded : undefined;
}

/** The items of every loaded page, each once (an item that moved between pages while loading is not shown twice). */
export function flattenPages<T extends { id: number }>(data: { pages: readonly Page<T>[] } | undefined): T[] {
  if (!data) return [];
  const seen = new Set<number>();
  const items: T[] = [];
  for (const page of data.pages) {
    for (const item of page.results) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}
