/**
 * A translated text with one marked part, `before <x>marked</x> after` (a link, a highlight), as its three parts.
 * For the landing page and the shell, where react-i18next's <Trans> would weigh on the first page's budget; lazy
 * pages use <Trans>.
 */
export function splitTagged(text: string): [string, string, string] {
  const [before = '', marked = '', after = ''] = text.split(/<\/?\w+>/);
  return [before, marked, after];
}
