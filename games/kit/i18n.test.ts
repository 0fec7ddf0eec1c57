import { afterEach, describe, expect, it } from 'vitest';
import en from '@playwords/common/i18n/en/kit';
import zhCN from '@playwords/common/i18n/zh-CN/kit';
import type { Messages } from '@playwords/common/i18n/types';
import type { BridgeWindow } from './bridge/host-bridge';
import { chineseName } from './game-names';
import { currentLanguage, defineTexts, kitText, setLanguage, type TextKey } from './logic/i18n';
import { setting, validateSettings, describeSetting } from './logic/settings';
import { createTeams } from './logic/teams';
import { Kit, UNREADABLE_SAVE_NOTICE } from './kit';
import { sampleTemplateData } from './sample-data';

/** A window without a host page (no bridge traffic) and without speech. */
const win = {
  get parent() {
    return win;
  },
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  setTimeout: () => 0,
  clearTimeout: () => undefined,
} as unknown as Window & BridgeWindow;

function makeKit(language: 'en' | 'zh-CN' | undefined, extra: { roundName?: string } = {}) {
  const data = { ...sampleTemplateData('wordsearch', 'Word Search'), language };
  return new Kit(
    {
      key: 'wordsearch',
      name: 'Word Search',
      teams: { min: 1, max: 4, default: 4 },
      settings: {},
      saveVersion: 1,
      scenes: [],
      ...extra,
    },
    data,
    'page',
    win,
    1,
  );
}

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

// The games' test files share a worker: every test leaves the kit in English.
afterEach(() => setLanguage('en'));

describe("the kit's texts in the page's language", () => {
  it('speaks English when the data says nothing or en, and the specs’ texts stay as they were', () => {
    const kit = makeKit(undefined);
    expect(kit.language).toBe('en');
    expect(kit.teams.teams.map((t) => t.name)).toEqual([
      'Red Circles',
      'Blue Squares',
      'Yellow Stars',
      'Green Triangles',
    ]);
    expect(kit.roundDoneTitle()).toBe('Round 1 done!');
    expect(kit.describeStanding(1)).toBe('1 point');
    expect(kit.describeStanding(7)).toBe('7 points');
    expect(kit.name).toBe('Word Search');
    expect(kitText('judge.correct')).toBe('✓ Correct');
    expect(kitText('prompt.sayAgain')).toBe('Say it again');
    expect(kitText('round.wordsFound', { count: 1 })).toBe('1 word found!');
    expect(kitText('round.wordsFound', { count: 3 })).toBe('3 words found!');
    expect(kitText('title.unreadableSave')).toBe(UNREADABLE_SAVE_NOTICE);
  });

  it('speaks Chinese when the data says zh-CN: teams, titles, standings, buttons and notices', () => {
    const kit = makeKit('zh-CN', { roundName: '波' });
    expect(kit.language).toBe('zh-CN');
    expect(currentLanguage()).toBe('zh-CN');
    expect(kit.teams.teams.map((t) => t.name)).toEqual(['红色圆圈队', '蓝色方块队', '黄色星星队', '绿色三角队']);
    expect(createTeams(2).map((t) => t.name)).toEqual(['红色圆圈队', '蓝色方块队']);
    expect(kit.roundDoneTitle()).toBe('第 1 波结束！');
    expect(kit.describeStanding(7)).toBe('7 分');
    expect(kitText('title.play')).toBe('开始');
    expect(kitText('title.words', { theme: 'Animals' })).toBe('单词表：Animals');
    expect(kitText('judge.correct')).toBe('✓ 答对了');
    expect(kitText('judge.wrong')).toBe('✗ 答错了');
    expect(kitText('prompt.sayAgain')).toBe('再说一遍');
    expect(kitText('podium.teamWins', { team: kit.teams.teams[0]!.name })).toBe('红色圆圈队获胜！');
    expect(kitText('round.wordsFound', { count: 3 })).toBe('找到了 3 个单词！');
    expect(kitText('panel.title')).toBe('老师面板');
  });

  it('names the game in Chinese from its manifest.zh-CN.json when it has one, else in English', () => {
    const kit = makeKit('zh-CN');
    expect(kit.name).toBe(chineseName('wordsearch') ?? 'Word Search');
    expect(chineseName('no-such-game')).toBeNull();
  });

  it('says the teacher panel’s settings and their errors in Chinese', () => {
    setLanguage('zh-CN');
    const settings = {
      listen: setting.toggle('Listen mode', false),
      rounds: setting.number('Rounds', 3, 1, 10),
      size: setting.choice('Grid size', '10', [
        ['8', '8 × 8'],
        ['10', '10 × 10'],
      ]),
    };
    expect(describeSetting(settings.listen, true)).toBe('开');
    expect(describeSetting(settings.listen, false)).toBe('关');
    const { errors } = validateSettings(settings, { listen: 'yes', rounds: 42, size: '12' });
    expect(errors).toEqual({
      listen: 'Listen mode只能是开或关。',
      rounds: 'Rounds必须在 1 到 10 之间。',
      size: 'Grid size必须是以下之一：8 × 8、10 × 10。',
    });
  });

  it('treats any other language as English', () => {
    setLanguage('zh-CN');
    setLanguage('fr');
    expect(currentLanguage()).toBe('en');
    expect(makeKit('de' as 'en').teams.teams[0]!.name).toBe('Red Circles');
  });
});

describe("the kit's catalogue", () => {
  it('has every English text in Chinese, each resolved by kitText (no key or English shows through)', () => {
    const english = flatten(en);
    const chinese = flatten(zhCN);
    expect([...chinese.keys()].sort()).toEqual([...english.keys()].sort());
    setLanguage('zh-CN');
    for (const [key, text] of chinese) {
      const base = key.replace(/_(one|other)$/, '') as TextKey<typeof en>;
      const shown = kitText(base, { count: key.endsWith('_one') ? 1 : 2 });
      expect(shown, key).not.toBe(base);
      // Every Chinese text has Chinese in it, unlike its English (but for a placeholder alone: '{{team}}！').
      if (/[A-Za-z]{2,}/.test(english.get(key)!.replace(/\{\{\w+\}\}/g, ''))) {
        expect(text, key).toMatch(/[\u4e00-\u9fff]/);
        expect(text, key).not.toBe(english.get(key));
      }
    }
  });
});

describe("a game's own texts (defineTexts)", () => {
  const t = defineTexts('kittestgame', {
    en: { hint: { tap: 'Tap a word!' }, found_one: '{{count}} found', found_other: '{{count}} found' },
    'zh-CN': { hint: { tap: '点一个单词！' }, found_one: '找到 {{count}} 个', found_other: '找到 {{count}} 个' },
  });
  const untranslated = defineTexts('kittestgame2', { en: { only: 'Only English' } });

  it('translates in the page’s language, plurals with count, and falls back to English where there is no Chinese', () => {
    expect(t('hint.tap')).toBe('Tap a word!');
    expect(t('found', { count: 2 })).toBe('2 found');
    setLanguage('zh-CN');
    expect(t('hint.tap')).toBe('点一个单词！');
    expect(t('found', { count: 2 })).toBe('找到 2 个');
    expect(untranslated('only')).toBe('Only English');
    // The kit's texts are still the kit's.
    expect(kitText('title.play')).toBe('开始');
  });

  it("refuses the kit's own namespace", () => {
    expect(() => defineTexts('kit', { en: {} })).toThrow();
  });
});
