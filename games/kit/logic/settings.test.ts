import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from './i18n';
import {
  defaultSettings,
  describeSetting,
  picturesOnlyOn,
  setting,
  stepSetting,
  validateSettings,
  type SettingsSchema,
} from './settings';

const schema = {
  size: setting.choice('Grid size', '10', [
    ['8', '8 × 8'],
    ['10', '10 × 10'],
    ['12', '12 × 12'],
  ]),
  rounds: setting.number('Rounds', 3, 1, 10),
  time: setting.number('Seconds', 60, 30, 120, 15),
  listen: setting.toggle('Listen mode', false),
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

  it('builds each field in one line and refuses a default that does not fit it', () => {
    expect(setting.choice('Words', 'auto', [['auto', 'Fit the grid'], '4'])).toEqual({
      kind: 'choice',
      label: 'Words',
      default: 'auto',
      options: [
        { value: 'auto', label: 'Fit the grid' },
        { value: '4', label: '4' },
      ],
    });
    expect(setting.number('Rounds', 2, 1, 10)).toEqual({
      kind: 'number',
      label: 'Rounds',
      default: 2,
      min: 1,
      max: 10,
      step: 1,
    });
    expect(() => setting.choice('Speed', 'fast', ['slow', 'normal'])).toThrow("The default of 'Speed' is wrong");
    expect(() => setting.number('Rounds', 0, 1, 10)).toThrow('Rounds must be between 1 and 10.');
    expect(() => setting.number('Seconds', 50, 30, 120, 15)).toThrow('steps of 15');
  });

  describe("the kit's 'Pictures only' toggle", () => {
    afterEach(() => setLanguage('en'));

    it('is a toggle, off unless told, labelled in the page language', () => {
      expect(setting.picturesOnly()).toEqual({ kind: 'toggle', label: 'Pictures only', default: false });
      expect(setting.picturesOnly(true).default).toBe(true);
      setLanguage('zh-CN');
      expect(setting.picturesOnly().label).toBe('只看图片');
    });

    it('is on only under its key, as a toggle, when set', () => {
      const listening = { ...schema, picturesOnly: setting.picturesOnly() } satisfies SettingsSchema;
      expect(picturesOnlyOn(listening, defaultSettings(listening))).toBe(false);
      expect(picturesOnlyOn(listening, { ...defaultSettings(listening), picturesOnly: true })).toBe(true);
      expect(picturesOnlyOn(schema, { ...defaultSettings(schema), picturesOnly: true })).toBe(false);
      const impostor = { picturesOnly: setting.choice('Pictures', 'yes', ['yes', 'no']) } satisfies SettingsSchema;
      expect(picturesOnlyOn(impostor, { picturesOnly: 'yes' })).toBe(false);
    });
  });
});
