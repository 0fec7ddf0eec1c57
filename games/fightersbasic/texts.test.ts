import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../kit/logic';
import { t } from './texts';

afterEach(() => setLanguage('en'));

describe('Fighters Basic in the page language', () => {
  it('tells the monster’s health and the win in English as before, and in Chinese on a Chinese page', () => {
    expect(t('play.healthLeft', { health: 67, maxHealth: 100 })).toBe('The monster has 67 of 100 health left!');
    setLanguage('zh-CN');
    expect(t('play.healthLeft', { health: 67, maxHealth: 100 })).toBe('怪兽还剩 67 / 100 点血量！');
    expect(t('play.victory')).toBe('你们打败了怪兽！');
    expect(t('settings.sayIt')).toBe('说出来（老师判断）');
  });
});
