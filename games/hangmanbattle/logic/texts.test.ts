import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../kit/logic';
import { t } from '../texts';

afterEach(() => setLanguage('en'));

describe('the texts in Chinese', () => {
  it('names the boosts and the settings in Chinese, the words as in the list', () => {
    setLanguage('zh-CN');
    expect(t('settings.luck')).toBe('幸运转盘');
    expect(t('standings.other')).toBe('颗红心');
    expect(t('boost.turns', { boost: t('boost.shield'), turns: 2 })).toBe('护盾：2');
    expect(t('play.itWas', { word: 'apple' })).toBe('答案是“apple”');
  });
});
