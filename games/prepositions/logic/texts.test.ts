import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../kit/logic';
import { newTurnRound, turnPlayed } from '../../kit/logic/turn-round';
import { t } from '../texts';
import { roundSummary } from './round';
import { command } from './sentences';

afterEach(() => setLanguage('en'));

describe('the texts in Chinese', () => {
  it('says the round summary and the settings in Chinese, the sentences still in English', () => {
    const round = newTurnRound(1, 2);
    turnPlayed(round, true);
    expect(roundSummary(round)).toBe('1 of 2 places right!');
    setLanguage('zh-CN');
    expect(roundSummary(round)).toBe('答对了 1 / 2 个位置！');
    expect(t('settings.monsters')).toBe('怪物也来躲');
    expect(t('turn.team', { team: '红色圆圈队' })).toBe('红色圆圈队！');
    const cat = { subject: 'The cat', object: 'the cat' };
    expect(command(cat, ['box', 'table'], { preposition: 'under', prop: 1 })).toBe('Put the cat under the table.');
  });
});
