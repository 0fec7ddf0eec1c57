// The words over the columns. They are dealt again after every drop, so a board practises much of the list; a
// full column has none (nothing can drop there). Generic over the entry type so tests need no deck. Pure.

interface Entry {
  text: string;
}

/**
 * 'Say it' mode: a word of the list over every open column (`take(n)` is the kit deck's: all different while the
 * list is long enough, repeated evenly when it is not); null over a full column.
 */
export function sayWords<T extends Entry>(
  columns: number,
  open: readonly number[],
  take: (count: number) => T[],
): (T | null)[] {
  const dealt = take(open.length);
  const words: (T | null)[] = Array.from({ length: columns }, () => null);
  open.forEach((column, i) => {
    words[column] = dealt[i % Math.max(1, dealt.length)] ?? null;
  });
  return words;
}

/**
 * 'Listen' mode: the spoken word and the question's other choices (the kit deck's options: all different) over the
 * open columns. The spoken word is over one column; when the list has fewer words than there are open columns the
 * other choices fill the rest again (never the spoken word twice, unless it is the list's only word), and the whole
 * row is shuffled so the spoken word can be anywhere.
 */
export function listenWords<T extends Entry>(
  columns: number,
  open: readonly number[],
  choices: readonly T[],
  target: T,
  shuffle: (items: T[]) => T[],
): (T | null)[] {
  const others = choices.filter((choice) => choice.text !== target.text);
  const row: T[] = [target];
  for (let i = 0; row.length < open.length; i++) row.push(others.length > 0 ? others[i % others.length]! : target);
  const shuffled = shuffle(row);
  const words: (T | null)[] = Array.from({ length: columns }, () => null);
  open.forEach((column, i) => {
    words[column] = shuffled[i] ?? null;
  });
  return words;
}

/** Whether the column holds the spoken word (any column showing it, should the list be one word long). */
export function holdsWord(words: readonly (Entry | null)[], column: number, target: Entry): boolean {
  return words[column]?.text === target.text;
}

/** The columns showing the spoken word (lit when a team picks another). */
export function columnsOf(words: readonly (Entry | null)[], target: Entry): number[] {
  return words.flatMap((word, column) => (word?.text === target.text ? [column] : []));
}
