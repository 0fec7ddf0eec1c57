import { describe, expect, it } from 'vitest';
import { codeCharacters } from './code-box';

describe('codeCharacters', () => {
  it('removes the first space only, upper-cases and keeps at most the code length', () => {
    expect(codeCharacters('abc def', 6)).toBe('ABCDEF');
    expect(codeCharacters(' ab c', 6)).toBe('AB C');
    expect(codeCharacters('abcdefgh', 6)).toBe('ABCDEF');
  });
});
