import type { Translation } from '../types';
import type en from '../en/player';

const player: Translation<typeof en> = {
  title: '游戏',
  backToDashboard: '返回我的主页',
  goToMyWordlists: '前往我的单词表',
  locked: {
    title: '“{{name}}”尚未解锁',
    startTrialNow: '立即开始试用',
    getOneNow: '立即购买套餐',
  },
  chooseWordlist: {
    title: '请为“{{name}}”选择一个单词表',
    text: '游戏会使用你选中的单词表里的单词。用你班上要学的单词新建一个，或者保存一个现成的公共单词表，然后再打开这个游戏。',
    findPublic: '查找公共单词表',
  },
  comingSoon: {
    title: '“{{name}}”即将推出',
    text: '这个游戏还在制作中，很快就会上线！',
    meanwhile: '在此之前，你的班级可以先玩主页上的其他游戏。',
    seeAll: '查看全部游戏',
  },
  missing: {
    title: '“{{name}}”无法打开',
    text: '找不到你选中的单词表了：它可能已被删除或设为私有。请另选一个再试一次。',
  },
  offline: {
    title: '你已离线',
    text: '无法加载“{{name}}”：连接不到服务器。请检查网络，然后再试一次。',
    retry: '重试',
  },
  lesson: {
    ariaLabel: '课程',
    progress: '课程：{{name}} · 第 {{step}} 个游戏，共 {{count}} 个',
    progressUnknown: '课程 · 第 {{step}} 个游戏',
    next: '下一个 →',
    nextHint: '或按 N 键',
  },
  frame: {
    goFullscreen: '全屏',
    portrait: {
      ariaLabel: '竖屏模式',
      text: '你的设备好像是竖屏。',
      smallScreen: '使用小屏幕',
      fullscreen: '全屏玩',
    },
  },
};

export default player;
