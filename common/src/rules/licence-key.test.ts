import { describe, expect, it } from 'vitest';
import { buildLicenceKey, isChecksumValidKey, licenceChecksum, normaliseLicenceKey } from './licence-key';

describe('licence key checksum (accounts §5)', () => {
  it('XORs the four groups read in base 36', () => {
    // 'AAAAA' xor 'AAAAA' cancels; what is left is the xor of the other two.
    const expected = (parseInt('12345', 36) ^ parseInt('ZZZZZ', 36)).toString(36).toUpperCase().slice(0, 5);
    expect(licenceChecksum(['AAAAA', 'AAAAA', '12345', 'ZZZZZ'])).toBe(expected.padEnd(5, 'Z'));
  });

  it('pads a short result on the right with Z', () => {
    expect(licenceChecksum(['00001', '00000', '00000', '00000'])).toBe('1ZZZZ');
    expect(licenceChecksum(['ABCDE', 'ABCDE', '00000', '00000'])).toBe('0ZZZZ');
  });

  it('accepts a built key and refuses one wrong character', () => {
    const key = buildLicenceKey(['K3Y9A', 'PLAYW', 'ORDS1', 'Q2W3E']);
    expect(key).toHaveLength(29);
    expect(isChecksumValidKey(key)).toBe(true);
    const typo = key.replace('PLAYW', 'PLAYV');
    expect(isChecksumValidKey(typo)).toBe(false);
  });

  it('refuses the wrong shape', () => {
    expect(isChecksumValidKey('abcde-abcde-abcde-abcde-abcde')).toBe(false);
    expect(isChecksumValidKey('ABCDE-ABCDE-ABCDE-ABCDE')).toBe(false);
    expect(isChecksumValidKey('ABCDEABCDEABCDEABCDEABCDE')).toBe(false);
  });

  it('normalises a pasted key', () => {
    const key = buildLicenceKey(['K3Y9A', 'PLAYW', 'ORDS1', 'Q2W3E']);
    expect(normaliseLicenceKey(` ${key.toLowerCase().replace(/-/g, ' ')} `)).toBe(key);
  });
});
