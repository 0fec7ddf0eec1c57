// Checks every request's input gets before its schema reads it, so no route can forget them.
import { tooLongMessage } from '@playwords/common';
import { ValidationError } from './http-errors';

/**
 * No text the API reads is longer than this (a word list sent as one text, the longest, is at most 20 000); each
 * field's schema has its own, tighter limit and message. This one makes sure nothing bigger reaches any work.
 */
export const TEXT_LIMIT = 50_000;
const MAX_DEPTH = 8;

export const NULL_CHARACTER_MESSAGE = 'Null characters are not allowed.';

type Problem = 'null' | 'long';

function problemOf(value: unknown, depth: number): Problem | null {
  if (typeof value === 'string') {
    if (value.length > TEXT_LIMIT) return 'long';
    return value.includes('\u0000') ? 'null' : null;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value) || depth > MAX_DEPTH) return null;
  for (const [key, inner] of Object.entries(value)) {
    const problem = problemOf(key, depth + 1) ?? problemOf(inner, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * The first top-level field holding a NUL character (PostgreSQL cannot store one in text) or a text longer than
 * TEXT_LIMIT anywhere inside it (strings, lists, nested objects; files are bytes and are skipped), or null.
 */
export function findHostileText(input: unknown): { field: string; problem: Problem } | null {
  if (input === null || typeof input !== 'object' || Buffer.isBuffer(input)) return null;
  for (const [key, value] of Object.entries(input)) {
    const keyProblem = problemOf(key, 0);
    if (keyProblem) return { field: 'non_field_errors', problem: keyProblem };
    const problem = problemOf(value, 0);
    if (problem) return { field: key, problem };
  }
  return null;
}

/** Refuses such input as a 400 on its field, before any other work. */
export function refuseHostileText(input: unknown): void {
  const found = findHostileText(input);
  if (!found) return;
  const message = found.problem === 'null' ? NULL_CHARACTER_MESSAGE : tooLongMessage(TEXT_LIMIT);
  throw new ValidationError({ [found.field]: [message] });
}
