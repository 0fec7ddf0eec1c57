// The letters the aliens carry. The sky always holds the next letter the word needs (so the class can always go
// on), each letter once (a typed letter names one alien), and some letters still to come in the word, so a student
// has to choose the right one now and not just any letter of the word. A shot alien is replaced by one new alien.

export const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

/** The letters for a fresh sky of `count` aliens while the word needs `word[next]`: all different, shuffled. */
export function fillSky(word: string, next: number, count: number, random: () => number): string[] {
  const need = word[next];
  if (need === undefined) throw new Error(`“${word}” needs no letter at ${next}`);
  const sky = [need];
  // About half of the others are letters the word needs later: the tempting wrong answers.
  for (const letter of upcoming(word, next)) {
    if (sky.length > Math.floor(count / 2)) break;
    sky.push(letter);
  }
  while (sky.length < count) sky.push(decoy(sky, random));
  return shuffle(sky, random);
}

/**
 * The letter of the alien that replaces the one shot at `slot` once the word needs `word[next]`: the needed letter
 * if no other alien has it, else a letter still to come, else any letter the sky lacks.
 */
export function replacementLetter(
  sky: readonly string[],
  slot: number,
  word: string,
  next: number,
  random: () => number,
): string {
  const others = sky.filter((_, i) => i !== slot);
  const need = word[next];
  if (need === undefined) return decoy(others, random);
  if (!others.includes(need)) return need;
  return upcoming(word, next).find((letter) => !others.includes(letter)) ?? decoy(others, random);
}

/** The word's letters after `next`'s own, each once, in the order they come. */
function upcoming(word: string, next: number): string[] {
  const need = word[next];
  return [...new Set(word.slice(next + 1))].filter((letter) => letter !== need);
}

/** A random letter the sky does not have. */
function decoy(sky: readonly string[], random: () => number): string {
  const free = [...ALPHABET].filter((letter) => !sky.includes(letter));
  return free[Math.min(free.length - 1, Math.floor(random() * free.length))] ?? 'x';
}

function shuffle<T>(list: T[], random: () => number): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j] as T, list[i] as T];
  }
  return list;
}
