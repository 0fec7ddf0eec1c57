import { describe, expect, it } from 'vitest';
import { isTrialAvailable, needsPlanText, SHARING_WORDLISTS, UPLOADING_IMAGES } from './plan-refusals';

const flags = (pro: boolean, premium: boolean) => ({ used_pro_plan_trial: pro, used_premium_plan_trial: premium });

describe('plan refusals', () => {
  it('a Pro right has a trial while either trial is unused; a Premium right only while Premium is', () => {
    expect(isTrialAvailable('Pro', flags(false, false))).toBe(true);
    expect(isTrialAvailable('Pro', flags(true, false))).toBe(true);
    expect(isTrialAvailable('Pro', flags(false, true))).toBe(true);
    expect(isTrialAvailable('Pro', flags(true, true))).toBe(false);
    expect(isTrialAvailable('Premium', flags(false, true))).toBe(false);
    expect(isTrialAvailable('Premium', flags(true, false))).toBe(true);
  });

  it('words every refusal the same way', () => {
    expect(needsPlanText(SHARING_WORDLISTS, true)).toBe(
      'Sharing word lists is part of Pro and Premium. Start a free trial on the Pricing page to share this list.',
    );
    expect(needsPlanText(SHARING_WORDLISTS, false)).toBe(
      'Sharing word lists is part of Pro and Premium. Choose a plan on the Pricing page to share this list.',
    );
    expect(needsPlanText(UPLOADING_IMAGES, true)).toBe(
      'Uploading your own images is part of Pro and Premium. Start a free trial on the Pricing page to upload them.',
    );
    expect(needsPlanText({ subject: 'Space Fight', level: 'Premium', purpose: 'play it', beta: true }, true)).toBe(
      'Space Fight is a beta game for Premium. Start a free Premium trial on the Pricing page to play it.',
    );
  });
});
