import { describe, expect, it } from 'vitest';
import { parseWordsText } from '@playwords/common';
import { editableWordsText } from './form-state';

describe('editableWordsText', () => {
  it.each([
    [['cat', 'dog'], 'cat, dog'],
    [['ice cream', 'cake'], '"ice cream", cake'],
    [["don't", 'go'], "don't, go"],
    [['say "hi" now'], '“say "hi" now”'],
    [['猫', 'お 茶'], '猫, "お 茶"'],
  ])('writes %j as %j, which parses back to the same entries', (words, text) => {
    expect(editableWordsText(words)).toBe(text);
    expect(parseWordsText(editableWordsText(words))).toEqual(words);
  });
});
