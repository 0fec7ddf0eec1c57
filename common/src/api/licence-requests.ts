import { z } from 'zod';
import { TRIAL_TYPES } from './licences';
import { REQUIRED_MESSAGE } from './messages';

/** `POST /api/payments/start-trial/`. */
export const startTrialInput = z.object({
  type: z.enum(TRIAL_TYPES, {
    error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : 'Choose PRO or PREMIUM.'),
  }),
});
