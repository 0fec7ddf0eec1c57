import { setting, type SettingsSchema } from '../kit/logic/settings';
import { LARGEST_CHOICES, SMALLEST_CHOICES } from './logic/range';
import { t } from './texts';

/**
 * The teacher panel's settings (the kit draws the form from this schema; a tool saves them as soon as they change).
 * The range's ends are choices, so that 10 or 1000 is a few presses of ◀ ▶ away; a smallest number not below the
 * largest is said on the card until one changes. A change draws the tool again, every number back.
 */
export const settings = {
  min: setting.choice(t('settings.min'), '1', SMALLEST_CHOICES),
  max: setting.choice(t('settings.max'), '10', LARGEST_CHOICES),
  elimination: setting.toggle(t('settings.elimination'), false),
} satisfies SettingsSchema;
