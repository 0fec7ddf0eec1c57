import { z } from 'zod';

const TRUE_VALUES = new Set(['true', 'on', '1', 'yes']);
const FALSE_VALUES = new Set(['false', 'off', '0', 'no', '']);

/**
 * A boolean as forms send it (api-contract: `true`/`false`, `"true"`/`"false"`, `"on"`, `1`/`0`).
 * Anything else is left as is so the schema reports it.
 */
export function coerceFormBoolean(value: unknown): unknown {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value === 'string') {
    const v = value.trim().toLowerCase();
    if (TRUE_VALUES.has(v)) return true;
    if (FALSE_VALUES.has(v)) return false;
  }
  return value;
}

/** Zod boolean that accepts the form spellings of api-contract.md. */
export const formBoolean = z.preprocess(coerceFormBoolean, z.boolean({ error: 'Must be a valid boolean.' }));
