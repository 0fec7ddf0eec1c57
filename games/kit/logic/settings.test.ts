import { describe, expect, it } from 'vitest';
import { defaultSettings, describeSetting, stepSetting, validateSettings, type SettingsSchema } from './settings';

const schema = {
  size: {
    kind: 'choice',
    label: 'Grid size',
    default: '10',
    options: [
      { value: '8', label: '8 × 8' },
      { value: '10', label: '10 × 10' },
      { value: '12', label: '12 × 12' },
    ],
  },
  rounds: { kind: 'number', label: 'Rounds', default: 3, min: 1, max: 10 },
  time: { kind: 'number', label: 'Seconds', default: 60, min: 30, max: 120, step: 15 },
  listen: { kind: 'toggle', label: 'Listen mode', default: false },
} satisfies SettingsSchema;

describe('settings', () => {
  it('gives every default', () => {
    expect(defaultSettings(schema)).toEqual({ size: '10', rounds: 3, time: 60, listen: false });
  });

  it('keeps valid values, fills missing ones and drops unknown keys', () => {
    expect(validateSettings(schema, { size: '12', listen: true, old: 1 })).toEqual({
      values: { size: '12', rounds: 3, time: 60, listen: true },
      errors: {},
    });
  });

  it('refuses wrong values with a clear message and uses the default instead', () => {
    const check = validateSettings(schema, { size: '9', rounds: 11, time: 50, listen: 'yes' });
    expect(check.values).toEqual(defaultSettings(schema));
    expect(check.errors).toEqual({
      size: 'Grid size must be one of: 8 × 8, 10 × 10, 12 × 12.',
      rounds: 'Rounds must be between 1 and 10.',
      time: 'Seconds must go in steps of 15.',
      listen: 'Listen mode must be on or off.',
    });
    expect(validateSettings(schema, { rounds: '3' }).errors).toEqual({ rounds: 'Rounds must be a number.' });
    expect(validateSettings(schema, null).values).toEqual(defaultSettings(schema));
  });

  it('steps values as the panel buttons do: choices wrap, numbers clamp, toggles flip', () => {
    expect(stepSetting(schema.size, '12', 1)).toBe('8');
    expect(stepSetting(schema.size, '8', -1)).toBe('12');
    expect(stepSetting(schema.rounds, 10, 1)).toBe(10);
    expect(stepSetting(schema.time, 60, -1)).toBe(45);
    expect(stepSetting(schema.listen, false, 1)).toBe(true);
    expect(describeSetting(schema.size, '8')).toBe('8 × 8');
    expect(describeSetting(schema.listen, true)).toBe('On');
  });
});
