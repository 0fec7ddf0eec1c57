import type { Translation } from '../types';
import type en from '../en/ufoblockade';

const ufoblockade: Translation<typeof en> = {
  settings: {
    scoring: '计分方式',
    teams: '队伍对抗',
    coop: '全班合作',
    rows: '飞碟排数',
    columns: '每排飞碟数',
    waves: '波数',
    seconds: '射击时间（秒，0 为不计时）',
  },
  standings: {
    one: '个飞碟',
    other: '个飞碟',
    roundName: '波',
  },
  play: {
    heading: '射击！',
    waveOf: '第 {{number}} 波（共 {{total}} 波）',
    wave: '第 {{number}} 波！',
    tooLate: '太晚了！',
  },
  end: {
    landed: '飞碟着陆了！',
    cleared: '这一波全部击落！',
    over: '这一波结束！',
    ufos_one: '{{count}} 个飞碟',
    ufos_other: '{{count}} 个飞碟',
    shields_one: '还剩 {{count}} 个护盾',
    shields_other: '还剩 {{count}} 个护盾',
    summaryLanded: '飞碟着陆了！击落了 {{hits}}。',
    summaryTogether: '大家一起击落了 {{hits}}！{{shields}}。',
    summaryTeams: '击落了 {{hits}}！{{shields}}。',
  },
  leftOut: {
    none: '单词表里没有能放上飞碟的单词',
    some: '有些单词没有用上',
    fewer: '减少飞碟',
    name: '“{{word}}”',
    separator: '、',
    report:
      '{{names}}：太长，飞碟上放不下（每排 {{columns}} 个飞碟时，最多约 {{capacity}} 个字母）。游戏会用其他单词。',
  },
};

export default ufoblockade;
