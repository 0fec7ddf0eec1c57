import { setting, type SettingsSchema } from '../kit/logic/settings';
import { t } from './texts';

/**
 * The teacher panel's settings (the kit draws the form from this schema). A tool saves them as soon as they change;
 * a change draws the wheel again with every character back on it.
 */
export const settings = {
  monsters: setting.toggle(t('settings.monsters'), false),
  elimination: setting.toggle(t('settings.elimination'), false),
} satisfies SettingsSchema;
