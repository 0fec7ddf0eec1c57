import { describe, expect, it } from 'vitest';
import { parseManifest } from './game-manifest';

const good = {
  key: 'wordsearch',
  tagline: 'Find the hidden words!',
  card: { color: 'teal', blurb: 'Find your words hidden in a grid of letters.', picture: ['owl', 'star'] },
  teams: { min: 1, max: 4, default: 2 },
  howTo: ['The words of your list are hidden in a grid of letters.'],
};

describe('parseManifest', () => {
  it('reads a good manifest as it is', () => {
    expect(parseManifest(good, 'games/wordsearch/manifest.json')).toEqual(good);
  });

  it('names the file and every field that is wrong', () => {
    const bad = {
      ...good,
      card: { ...good.card, color: 'purple', picture: [] },
      teams: { min: 3, max: 4, default: 2 },
    };
    expect(() => parseManifest(bad, 'games/x/manifest.json')).toThrow(
      /^games\/x\/manifest\.json: card\.color: .*card\.picture: .*teams: teams: min ≤ default ≤ max/,
    );
  });

  it('refuses unknown fields, a key that is not a folder name and a how-to paragraph with spaces around it', () => {
    expect(() => parseManifest({ ...good, colour: 'teal' }, 'm')).toThrow(/colour/);
    expect(() => parseManifest({ ...good, key: 'Word Search' }, 'm')).toThrow(/key/);
    expect(() => parseManifest({ ...good, howTo: [' Hidden words. '] }, 'm')).toThrow(/howTo\.0/);
    expect(() => parseManifest(null, 'm')).toThrow(/^m: \(manifest\)/);
  });
});
