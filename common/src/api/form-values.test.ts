import { describe, expect, it } from 'vitest';
import { formBoolean } from './form-values';

describe('formBoolean', () => {
  it.each([
    [true, true],
    ['true', true],
    ['on', true],
    [1, true],
    ['1', true],
    [false, false],
    ['false', false],
    [0, false],
    ['0', false],
  ])('reads %j as %j', (input, expected) => {
    expect(formBoolean.parse(input)).toBe(expected);
  });

  it('refuses anything else', () => {
    expect(formBoolean.safeParse('maybe').success).toBe(false);
    expect(formBoolean.safeParse(2).success).toBe(false);
  });
});
