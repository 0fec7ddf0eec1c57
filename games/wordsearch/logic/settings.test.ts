import { describe, expect, it } from 'vitest';
import { defaultSettings, validateSettings } from '../../kit/logic/settings';
import { roundConfig, SETTINGS } from './settings';

describe('Word Search settings', () => {
  it('default to a 10 × 10 grid across and down, fitting words to the grid', () => {
    expect(roundConfig(defaultSettings(SETTINGS))).toEqual({
      size: 10,
      directions: 'across-down',
      wordCount: 8,
      rounds: 2,
      listen: false,
      missesPerTurn: 3,
      scoring: 'word',
    });
  });

  it('read every choice', () => {
    const values = {
      ...defaultSettings(SETTINGS),
      size: 15,
      directions: 'backwards',
      words: '16',
      tries: '0',
      scoring: 'letters',
      listen: true,
    };
    expect(roundConfig(values)).toMatchObject({
      size: 15,
      directions: 'backwards',
      wordCount: 16,
      missesPerTurn: 0,
      scoring: 'letters',
      listen: true,
    });
  });

  it('refuse a grid outside 8–15 with a clear message and keep the default', () => {
    const check = validateSettings(SETTINGS, { size: 20, directions: 'sideways' });
    expect(check.errors).toEqual({
      size: 'Grid size must be between 8 and 15.',
      directions: 'Directions must be one of: Across and down, + Diagonal, + Backwards.',
    });
    expect(roundConfig(check.values)).toMatchObject({ size: 10, directions: 'across-down' });
  });
});
