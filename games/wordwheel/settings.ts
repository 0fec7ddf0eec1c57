import { setting, type SettingsSchema } from '../kit/logic/settings';
import { t } from './texts';

/**
 * The teacher panel's settings (the form is generic: the kit draws it from this schema; a tool saves them as they
 * change). The task wheel picks what to do with the landed word; elimination takes a landed word off the wheel until
 * Reset; mystery hides the words until the teacher reveals the landed one. Words on the wheel: a longer list takes
 * turns (wheel-words.ts).
 */
export const settings = {
  tasks: setting.toggle(t('settings.tasks'), true),
  elimination: setting.toggle(t('settings.elimination'), false),
  mystery: setting.toggle(t('settings.mystery'), false),
  size: setting.number(t('settings.size'), 16, 4, 20, 2),
} satisfies SettingsSchema;
