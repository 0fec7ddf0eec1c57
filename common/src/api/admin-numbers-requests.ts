// The console's numbers section: request schemas.
import { z } from 'zod';
import { NUMBERS_RANGES, NumbersMessage } from './admin-numbers';

/** `GET /api/admin/numbers/?range=…`: the last 30 days unless told otherwise. */
export const adminNumbersQuery = z.object({
  range: z.enum(NUMBERS_RANGES, { error: NumbersMessage.badRange }).default('30d'),
});
export type AdminNumbersQuery = z.input<typeof adminNumbersQuery>;
