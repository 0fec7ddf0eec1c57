// A game's own settings are described by a schema, so the teacher panel can show one generic form for every game
// (design/games.md § Hidden teacher panel) and a save's settings can be checked before use.
import { currentLanguage, kitText } from './i18n';

export interface ChoiceSetting {
  kind: 'choice';
  label: string;
  options: readonly { value: string; label: string }[];
  default: string;
}

export interface NumberSetting {
  kind: 'number';
  label: string;
  min: number;
  max: number;
  step?: number;
  default: number;
}

export interface ToggleSetting {
  kind: 'toggle';
  label: string;
  default: boolean;
}

export type SettingField = ChoiceSetting | NumberSetting | ToggleSetting;
export type SettingsSchema = Record<string, SettingField>;

/** The values of a schema: a choice is its option's value, a number a number, a toggle a boolean. */
export type SettingsValues<S extends SettingsSchema> = {
  -readonly [K in keyof S]: S[K] extends ToggleSetting ? boolean : S[K] extends NumberSetting ? number : string;
};

/** Every setting at its default. */
export function defaultSettings<S extends SettingsSchema>(schema: S): SettingsValues<S> {
  const values: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema)) values[key] = field.default;
  return values as SettingsValues<S>;
}

export interface SettingsCheck<S extends SettingsSchema> {
  /** Valid values, with the default wherever the input was missing or wrong. */
  values: SettingsValues<S>;
  /** One message per field that was present but wrong. Unknown keys are dropped silently (older saves). */
  errors: Partial<Record<keyof S, string>>;
}

/** Checks raw values (a save, a panel edit) against the schema. */
export function validateSettings<S extends SettingsSchema>(schema: S, raw: unknown): SettingsCheck<S> {
  const input = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const values: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const [key, field] of Object.entries(schema)) {
    const value = input[key];
    if (value === undefined) {
      values[key] = field.default;
      continue;
    }
    const error = checkField(field, value);
    if (error) {
      errors[key] = error;
      values[key] = field.default;
    } else values[key] = value;
  }
  return { values: values as SettingsValues<S>, errors: errors as SettingsCheck<S>['errors'] };
}

function checkField(field: SettingField, value: unknown): string | null {
  switch (field.kind) {
    case 'toggle':
      return typeof value === 'boolean' ? null : kitText('settings.mustBeOnOrOff', { label: field.label });
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value))
        return kitText('settings.mustBeNumber', { label: field.label });
      if (value < field.min || value > field.max)
        return kitText('settings.mustBeBetween', { label: field.label, min: field.min, max: field.max });
      const step = field.step ?? 1;
      const steps = (value - field.min) / step;
      return Math.abs(steps - Math.round(steps)) < 1e-9
        ? null
        : kitText('settings.mustGoInSteps', { label: field.label, step });
    }
    case 'choice':
      return field.options.some((o) => o.value === value)
        ? null
        : kitText('settings.mustBeOneOf', {
            label: field.label,
            options: field.options.map((o) => o.label).join(currentLanguage() === 'zh-CN' ? '、' : ', '),
          });
  }
}

/** The value after a press on the panel's ◀ or ▶ for a field (wraps for choices, clamps for numbers). */
export function stepSetting(field: SettingField, value: unknown, direction: 1 | -1): string | number | boolean {
  switch (field.kind) {
    case 'toggle':
      return !(value === true);
    case 'number': {
      const current = typeof value === 'number' ? value : field.default;
      return Math.min(field.max, Math.max(field.min, current + direction * (field.step ?? 1)));
    }
    case 'choice': {
      const index = field.options.findIndex((o) => o.value === value);
      const next = (Math.max(0, index) + direction + field.options.length) % field.options.length;
      return field.options[next]!.value;
    }
  }
}

/** How a value is shown in the panel. */
export function describeSetting(field: SettingField, value: unknown): string {
  switch (field.kind) {
    case 'toggle':
      return kitText(value === true ? 'settings.on' : 'settings.off');
    case 'number':
      return String(value);
    case 'choice':
      return field.options.find((o) => o.value === value)?.label ?? String(value);
  }
}

/**
 * A schema's fields, one line each, checked as they are written (a default that is not one of the options, or
 * outside the range, is a mistake in the game and throws at load):
 * `{ pace: setting.choice('Alien speed', 'normal', [['slow', 'Slow'], ['normal', 'Normal']]),
 *    rounds: setting.number('Rounds', 3, 1, 10), listen: setting.toggle('Listen mode', false) }`.
 * A choice's option is `[value, label]`, or a bare value that is its own label ('4').
 */
export const setting = {
  choice(label: string, value: string, options: readonly (string | readonly [string, string])[]): ChoiceSetting {
    const field: ChoiceSetting = {
      kind: 'choice',
      label,
      default: value,
      options: options.map((o) => (typeof o === 'string' ? { value: o, label: o } : { value: o[0], label: o[1] })),
    };
    return checked(field);
  },
  number(label: string, value: number, min: number, max: number, step = 1): NumberSetting {
    return checked({ kind: 'number', label, default: value, min, max, step });
  },
  toggle(label: string, value: boolean): ToggleSetting {
    return { kind: 'toggle', label, default: value };
  },
  /**
   * The kit's 'Pictures only' toggle (off by default) for a listening game: put it under the key `picturesOnly`
   * and `kit.picturesOnly` says when it is on (pre-readers choose the picture of the word they hear).
   */
  picturesOnly(value = false): ToggleSetting {
    return { kind: 'toggle', label: kitText('settings.picturesOnly'), default: value };
  },
};

/** The settings key `kit.picturesOnly` reads (`setting.picturesOnly()`). */
export const PICTURES_ONLY_SETTING = 'picturesOnly';

/** Whether a game's settings have the kit's 'Pictures only' toggle and it is on. */
export function picturesOnlyOn(schema: SettingsSchema, values: Record<string, unknown>): boolean {
  return schema[PICTURES_ONLY_SETTING]?.kind === 'toggle' && values[PICTURES_ONLY_SETTING] === true;
}

function checked<F extends SettingField>(field: F): F {
  const error = checkField(field, field.default);
  if (error) throw new Error(`The default of '${field.label}' is wrong: ${error}`);
  return field;
}
