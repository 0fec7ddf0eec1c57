import { describe, expect, it } from 'vitest';
import { selectedWordlistKey } from '@playwords/common';
import { makeUser } from '../test/fixtures';
import { currentWordlistId, keepsSelectionOnDevice } from './wordlist-selection';

describe('word-list selection rule (core §4)', () => {
  it.each([
    [1, false, false],
    [1, true, false],
    [3, false, true],
    [3, true, false],
  ])('max_sessions_allowed %i, always save %s → kept on the device: %s', (max, always, onDevice) => {
    expect(keepsSelectionOnDevice({ max_sessions_allowed: max, always_save_wordlist_across_devices: always })).toBe(
      onDevice,
    );
  });

  it("games use the device's list when it keeps its own, else the server's", () => {
    localStorage.setItem(selectedWordlistKey(7), '5');
    expect(currentWordlistId(makeUser({ max_sessions_allowed: 3, selected_wordlist: 2 }))).toBe(5);
    expect(currentWordlistId(makeUser({ max_sessions_allowed: 1, selected_wordlist: 2 }))).toBe(2);
    localStorage.removeItem(selectedWordlistKey(7));
    expect(currentWordlistId(makeUser({ max_sessions_allowed: 3, selected_wordlist: 2 }))).toBe(2);
    localStorage.setItem(selectedWordlistKey(7), 'junk');
    expect(currentWordlistId(makeUser({ max_sessions_allowed: 3, selected_wordlist: null }))).toBeNull();
  });
});
