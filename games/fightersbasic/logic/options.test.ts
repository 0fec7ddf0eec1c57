import { describe, expect, it } from 'vitest';
import { createRng } from '../../kit/logic/rng';
import { WordDeck, normaliseWords, type WordEntry } from '../../kit/logic/word-deck';
import { buildOptions, type DistractorSource } from './options';

const entry = (text: string): WordEntry => normaliseWords([text])[0] as WordEntry;

/** A deck that records what it was asked and answers a fixed list. */
function fakeDeck(answers: string[]): DistractorSource & { asked: [string, number][] } {
  const asked: [string, number][] = [];
  return {
    asked,
    distractors(target, count) {
      asked.push([target.text, count]);
      return answers.slice(0, count).map(entry);
    },
  };
}

const texts = (entries: WordEntry[]) => entries.map((e) => e.text);

describe('buildOptions', () => {
  it('asks the deck for two distractors and returns three buttons holding the target', () => {
    const deck = fakeDeck(['cap', 'cut', 'dog']);
    const options = buildOptions(entry('cat'), deck, () => 0.5);
    expect(deck.asked).toEqual([['cat', 2]]);
    expect(texts(options).sort()).toEqual(['cap', 'cat', 'cut']);
  });

  it('takes the wrong options from the real word deck: other entries, same first letter first', () => {
    const words = ['cat', 'cap', 'cup', 'dog', 'elephant', 'ice cream'];
    for (let seed = 0; seed < 20; seed++) {
      const deck = new WordDeck(words, createRng(seed));
      const target = deck.entries[0] as WordEntry;
      const options = texts(buildOptions(target, deck, createRng(seed).next));
      expect(options).toHaveLength(3);
      expect(new Set(options).size).toBe(3);
      expect(options).toContain('cat');
      // 'cap' and 'cup' share the first letter and length, so they beat every other entry.
      expect(options.filter((o) => o !== 'cat').sort()).toEqual(['cap', 'cup']);
    }
  });

  it('puts the target in every position over different random values', () => {
    const positions = new Set<number>();
    for (const r of [0, 0.2, 0.4, 0.6, 0.8, 0.99]) {
      positions.add(texts(buildOptions(entry('cat'), fakeDeck(['cap', 'cut']), () => r)).indexOf('cat'));
    }
    expect(positions).toEqual(new Set([0, 1, 2]));
  });

  it('never repeats a word, even if the deck answers the target or a duplicate', () => {
    const options = buildOptions(entry('cat'), fakeDeck(['cat', 'cap', 'cap']), () => 0.3);
    expect(texts(options).sort()).toEqual(['cap', 'cat']);
  });

  it('shows fewer buttons when the list is too short, and just the target for a one-word list', () => {
    const two = new WordDeck(['ice cream', 'tea'], createRng(1));
    expect(texts(buildOptions(entry('ice cream'), two, () => 0)).sort()).toEqual(['ice cream', 'tea']);
    expect(texts(buildOptions(entry('cat'), new WordDeck(['cat'], createRng(1)), () => 0))).toEqual(['cat']);
  });
});
