import { describe, expect, it } from 'vitest';
import { createRng } from '../../kit/logic/rng';
import { letterGameWords } from '../../mechanics/letters/letter-games';
import { neededLetter, newRound, shoot, startWord } from './round';
import { ALPHABET, fillSky, replacementLetter } from './sky';

const LISTS = [
  ['cat', 'dog', 'lion', 'zebra', 'monkey', 'tiger', 'ice cream'],
  ['banana', 'apple', 'strawberry', 'kiwi', 'T-shirt', 'Mississippi', 'see', 'bookkeeper'],
  ['quiz', 'jazz', 'fox', 'xylophone', 'abcdefghijkl', 'zz', 'aaa', 'hippopotamus'],
];
const RULES = { maxLetters: 12, phrases: 'leave-out' as const };

describe('the letters in the sky', () => {
  it('always include the next letter the word needs, whatever is shot (many words, seeds and sky sizes)', () => {
    const failures: string[] = [];
    let checks = 0;
    for (const count of [4, 6, 8])
      for (const list of LISTS)
        for (const { letters } of letterGameWords(list, RULES).words)
          for (let seed = 1; seed <= 60; seed++) {
            const rng = createRng(seed * 104_729 + count);
            const random = () => rng.next();
            // The scene's flow: a fresh sky for the word; a right hit replaces the shot alien; a wrong one
            // (an alien with another letter, or a typed letter no alien has) changes nothing.
            const round = newRound(0);
            startWord(round, letters);
            let sky = fillSky(letters, 0, count, random);
            for (let shots = 0; neededLetter(round) !== null && shots < 200; shots++) {
              const need = neededLetter(round)!;
              const ok = sky.length === count && new Set(sky).size === count && sky.includes(need);
              checks++;
              if (!ok)
                failures.push(`${letters} ${count} seed ${seed} shot ${shots}: needs ${need}, sky ${sky.join('')}`);
              const aim = rng.next();
              const slot = aim < 0.5 ? sky.indexOf(need) : rng.int(count);
              const letter = aim > 0.9 ? (ALPHABET[rng.int(26)] as string) : (sky[slot] as string);
              const outcome = shoot(round, letter, 'point');
              if (outcome.kind === 'hit' && !outcome.wordDone) {
                const at = sky.indexOf(letter);
                sky = sky.map((l, i) => (i === at ? replacementLetter(sky, at, letters, round.next, random) : l));
              }
            }
            if (neededLetter(round) !== null) failures.push(`${letters} never finished (seed ${seed})`);
          }
    expect(failures).toEqual([]);
    expect(checks).toBeGreaterThan(10_000);
  });

  it('holds each letter once, some of the word’s later letters among them, the needed one anywhere', () => {
    const slots = new Set<number>();
    let tempting = 0;
    for (let seed = 1; seed <= 100; seed++) {
      const rng = createRng(seed);
      const sky = fillSky('monkey', 0, 6, () => rng.next());
      expect(new Set(sky).size).toBe(6);
      expect(sky.every((l) => ALPHABET.includes(l))).toBe(true);
      slots.add(sky.indexOf('m'));
      tempting += sky.filter((l) => 'onkey'.includes(l)).length;
    }
    expect(slots.size).toBe(6);
    // Three of the five others are letters still to come (more only by chance).
    expect(tempting / 100).toBeGreaterThanOrEqual(3);
  });

  it('brings the needed letter in on the new alien when no other alien has it, else a letter to come', () => {
    const random = () => 0;
    // 'see' after its first e: the shot e's replacement carries the second e.
    expect(replacementLetter(['s', 'e', 'x', 'q'], 1, 'see', 2, random)).toBe('e');
    // 'zebra' needing e, which another alien has: the replacement is a letter to come that the sky lacks.
    expect(replacementLetter(['z', 'e', 'b', 'q'], 0, 'zebra', 1, random)).toBe('r');
    // Nothing left to bring: any letter the sky lacks.
    expect(replacementLetter(['c', 'a', 't', 'q'], 0, 'cat', 1, random)).toBe('b');
  });

  it('refuses a sky for a word with no letter left', () => {
    expect(() => fillSky('cat', 3, 6, Math.random)).toThrow();
  });
});
