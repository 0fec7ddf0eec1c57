import type { Translation } from '../types';
import type en from '../en/gamesInfo';

const gamesInfo: Translation<typeof en> = {
  anyGame: '任意游戏',
  allGames: {
    pageTitle: '游戏',
    title: '游戏',
    intro: '适合全班一起玩的课堂游戏，用您自己的单词和图片，在投影仪或智能白板上就能玩。无需安装。',
    comingSoonNote: '标有“即将推出”的游戏还在制作中，很快就能在这里玩啦！',
    howToButton: '每个游戏怎么玩',
    plansButton: '查看套餐',
    pro: { title: '专业版游戏', intro: '所有已发布的游戏都包含在专业版和高级版套餐中。' },
    beta: { title: '高级版测试游戏', intro: '高级版套餐可以抢先玩到新游戏。' },
    tools: { title: '课堂工具', intro: '用来选队伍、选发言人、抽数字和抽单词的转盘。' },
    free: { title: '免费游戏', intro: '有基础版账户就能免费玩：注册即可开始。' },
    play: '开始玩',
    comingSoon: '即将推出',
    howTo: '怎么玩',
  },
  howTo: {
    pageTitle: '玩法说明',
    title: '玩法说明',
    intro:
      '每个游戏都使用您所选单词表里的单词和您收藏的图片，在投影仪或智能白板上，全班分成队伍一起玩。请从您的控制面板打开游戏。',
    everyGameTitle: '所有游戏通用',
    adminPanel: '游戏里有一个隐藏的教师管理面板：按住左上角 2 秒，或按 Ctrl+Shift+A。',
    fullscreen: '点“全屏”（或按游戏的全屏键 F）让画面铺满投影；静音按钮在右上角。',
    saved: '每一轮结束时，进度会保存在这台电脑上：下次打开时，游戏会问“继续上次的游戏，还是开始新游戏？”。',
    gamesNav: '游戏',
    comingSoon: '即将推出',
    comingSoonParagraph: '{{text}}这个游戏即将推出。',
    play: '开始玩“{{name}}”',
  },
};

export default gamesInfo;
