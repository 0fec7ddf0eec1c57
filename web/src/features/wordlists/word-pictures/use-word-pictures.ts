import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  findPictures,
  loadPictureIndex,
  type PictureIndex,
  type PictureRef,
  type WordPicture,
} from '@playwords/common';
import { pictureRefs, type Candidates, type PictureChoices } from './picture-choices';

/** How many candidates the picker offers a word. */
export const MAX_CANDIDATES = 8;

let loading: Promise<Candidates> | undefined;

/** Looks words up in a loaded index, each word once. */
function lookUp(index: PictureIndex): Candidates {
  const found = new Map<string, readonly string[]>();
  return (word) => {
    let names = found.get(word);
    if (!names) found.set(word, (names = findPictures(word, index, MAX_CANDIDATES)));
    return names;
  };
}

/**
 * The picture dictionary, loaded once per page on first use: its index is its own chunk (never on the landing
 * page), fetched when a word-list form first shows. A failed load is tried again next time.
 */
export function loadCandidates(): Promise<Candidates> {
  loading ??= loadPictureIndex().then(lookUp, (error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The dictionary for a form: null while it loads (or when it could not be loaded), and whether it failed. */
export function usePictureDictionary() {
  const query = useQuery({
    queryKey: ['picture-dictionary'],
    queryFn: loadCandidates,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return { candidates: query.data ?? null, loading: query.isPending, failed: query.isError };
}

/**
 * A form's pictures: her choices word by word (starting from a stored list's), the dictionary, and the references
 * to send for the words she saves (waiting for the dictionary if it is still on its way).
 */
export function useWordPictures(initial: () => PictureChoices) {
  const [choices, setChoices] = useState<PictureChoices>(initial);
  const dictionary = usePictureDictionary();

  const choose = useCallback((word: string, picture: WordPicture | null) => {
    setChoices((current) => new Map(current).set(word, picture));
  }, []);

  /** The `pictures` of the request for these (normalised) words, or undefined to leave them to the server. */
  async function refsFor(words: readonly string[]): Promise<(PictureRef | null)[] | undefined> {
    const candidates = dictionary.candidates ?? (await loadCandidates().catch(() => null));
    return pictureRefs(words, choices, candidates);
  }

  return { choices, choose, dictionary, refsFor };
}
