import { z } from 'zod';
import { EMAIL_MAX } from '../rules/email';
import { PAYMENT_OPTIONS, PAYMENT_PROVIDERS, PAYMENT_TYPES, parsePlanCode } from '../rules/pricing';
import { REQUIRED_MESSAGE } from './messages';
import { COUPON_CODE_PATTERN, COUPON_MESSAGES, MAX_COUPON_CODE_LENGTH } from './payments';

const required = (other: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? REQUIRED_MESSAGE : other;

/**
 * `POST /api/payments/process-payment/` (accounts §3, Payment request). The plan is named by its code only: the
 * amount comes from the server's table. `plan_selected`'s currency must be the request's `currency`.
 */
export const paymentRequestInput = z
  .object({
    email: z
      .string({ error: required('Enter a valid email address.') })
      .max(EMAIL_MAX)
      .optional(),
    plan_selected: z
      .string({ error: required('This is not a plan.') })
      .max(40, 'This is not a plan.')
      .refine((code) => parsePlanCode(code) !== null, 'This is not a plan.'),
    payment: z.enum(PAYMENT_TYPES, { error: required('Choose SINGLE or SUB.') }),
    provider: z.enum(PAYMENT_PROVIDERS, { error: required('Choose STRIPE or PAYPAL.') }),
    payment_option: z.enum(PAYMENT_OPTIONS, { error: required('Choose card, wechat or alipay.') }).optional(),
    currency: z.enum(['USD', 'CNY'], { error: required('Choose USD or CNY.') }),
    coupon_code: z
      .string()
      .max(MAX_COUPON_CODE_LENGTH, COUPON_MESSAGES.invalid)
      .regex(COUPON_CODE_PATTERN, COUPON_MESSAGES.invalid)
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .superRefine((body, ctx) => {
    const choice = parsePlanCode(body.plan_selected);
    if (!choice) return;
    if (choice.currency !== body.currency) {
      ctx.addIssue({ code: 'custom', path: ['currency'], message: 'The currency does not match the plan.' });
    }
    if (choice.payment !== body.payment) {
      ctx.addIssue({ code: 'custom', path: ['payment'], message: 'The payment type does not match the plan.' });
    }
  });
export type PaymentRequestInput = z.infer<typeof paymentRequestInput>;
