import { describe, expect, it } from 'vitest';
import { defaultSettings, picturesOnlyOn, validateSettings } from '../kit/logic';
import { settings } from './settings';

describe('Monster Mash settings', () => {
  it('offer Pictures only, off by default, and read a save from before it', () => {
    const { picturesOnly, ...older } = defaultSettings(settings);
    expect(picturesOnly).toBe(false);
    const read = validateSettings(settings, older);
    expect(read.errors).toEqual({});
    expect(read.values).toEqual(defaultSettings(settings));
    expect(picturesOnlyOn(settings, { ...read.values, picturesOnly: true })).toBe(true);
  });
});
