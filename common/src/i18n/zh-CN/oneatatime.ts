import type { Translation } from '../types';
import type en from '../en/oneatatime';

/** 工具“单词闪卡”界面的中文文本（卡片上的单词和朗读的单词不翻译）。 */
const oneatatime: Translation<typeof en> = {
  settings: {
    mode: '玩法',
    reveal: '慢慢揭开',
    flash: '闪现',
    listen: '先听后看',
    missing: '少了哪张？',
    flashFor: '闪现时长',
    seconds: '{{seconds}} 秒',
    tiles: '小块数（慢慢揭开）',
    cards: '卡片数（少了哪张）',
    teams: '队伍',
    off: '关',
    teamCount: '{{teams}} 个队伍',
  },
  action: {
    sayAgain: '再说一遍',
    openTile: '打开一块',
    flashAgain: '再闪一次',
    flash: '闪！',
    showIt: '揭晓',
    hideOne: '藏一张',
  },
  end: {
    allDone: '全部完成！',
    everyCard: '所有卡片都看完了。',
    again: '再来一次',
    finish: '结束',
  },
  howItWorks: {
    title: '玩法说明',
    close: '关闭',
  },
};

export default oneatatime;
