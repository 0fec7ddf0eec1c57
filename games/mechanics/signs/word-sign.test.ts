import { describe, expect, it } from 'vitest';
import { signShows } from './word-sign';

describe('what a word sign shows', () => {
  it('shows the text alone for a word with no picture, whatever the settings', () => {
    expect(signShows({ hasPicture: false, picturesOnly: false })).toBe('text');
    expect(signShows({ hasPicture: false, picturesOnly: true })).toBe('text');
    expect(signShows({ hasPicture: false, picturesOnly: true, revealed: true })).toBe('text');
  });

  it('shows the picture beside the word, or the word alone where the two do not fit', () => {
    expect(signShows({ hasPicture: true, picturesOnly: false })).toBe('both');
    expect(signShows({ hasPicture: true, picturesOnly: false, fitsBeside: false })).toBe('text');
  });

  it('shows only the picture with pictures only, and the word with it once it is the answer shown', () => {
    expect(signShows({ hasPicture: true, picturesOnly: true })).toBe('picture');
    expect(signShows({ hasPicture: true, picturesOnly: true, fitsBeside: false })).toBe('picture');
    expect(signShows({ hasPicture: true, picturesOnly: true, revealed: true })).toBe('both');
    expect(signShows({ hasPicture: true, picturesOnly: true, revealed: true, fitsBeside: false })).toBe('text');
  });
});
