// How the product says that something needs a paid plan, decided once: the server's 403 details (sharing lists,
// uploading images, playing a game) and the web's locked cards all come from here.

/** The plan level a right needs, as named to teachers. */
export type PlanLevel = 'Pro' | 'Premium';

/** The trial flags of the user object. */
export interface TrialFlags {
  used_pro_plan_trial: boolean;
  used_premium_plan_trial: boolean;
}

/**
 * Whether a free trial that would give a right of this level is still unused: either trial for a Pro right
 * (Premium includes everything in Pro), only the Premium trial for a Premium right.
 */
export function isTrialAvailable(level: PlanLevel, flags: TrialFlags): boolean {
  if (level === 'Premium') return !flags.used_premium_plan_trial;
  return !flags.used_pro_plan_trial || !flags.used_premium_plan_trial;
}

/** What a refused right is, for its sentence: "{subject} is part of Pro and Premium. … to {purpose}." */
export interface PaidRight {
  subject: string;
  level: PlanLevel;
  purpose: string;
  /** A Premium beta game ("is a beta game for Premium"). */
  beta?: boolean;
}

/** The refusal of a paid right: what includes it, then a trial while one is available, else a plan. */
export function needsPlanText(right: PaidRight, trialAvailable: boolean): string {
  const premium = right.level === 'Premium';
  const lead = premium
    ? `${right.subject} is ${right.beta ? 'a beta game for' : 'part of'} Premium.`
    : `${right.subject} is part of Pro and Premium.`;
  const action = trialAvailable
    ? `Start a free ${premium ? 'Premium ' : ''}trial on the Pricing page to ${right.purpose}.`
    : `Choose ${premium ? 'Premium' : 'a plan'} on the Pricing page to ${right.purpose}.`;
  return `${lead} ${action}`;
}

/** Sharing word lists (core §1: Pro and Premium). */
export const SHARING_WORDLISTS: PaidRight = { subject: 'Sharing word lists', level: 'Pro', purpose: 'share this list' };
/** Uploading one's own images (core §1: Pro and Premium). */
export const UPLOADING_IMAGES: PaidRight = {
  subject: 'Uploading your own images',
  level: 'Pro',
  purpose: 'upload them',
};
