import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../kit/logic';
import { t } from '../texts';

afterEach(() => setLanguage('en'));

describe('the texts in Chinese', () => {
  it('names the buttons and settings in Chinese, English otherwise', () => {
    expect(t('settings.seconds', { seconds: 0.5 })).toBe('0.5 s');
    expect(t('settings.teamCount', { teams: 3 })).toBe('3 teams');
    setLanguage('zh-CN');
    expect(t('action.flashAgain')).toBe('再闪一次');
    expect(t('settings.seconds', { seconds: 0.5 })).toBe('0.5 秒');
    expect(t('settings.teamCount', { teams: 3 })).toBe('3 个队伍');
    expect(t('settings.missing')).toBe('少了哪张？');
  });
});
