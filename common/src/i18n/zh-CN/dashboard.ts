import type { Translation } from '../types';
import type en from '../en/dashboard';

const dashboard: Translation<typeof en> = {
  title: '我的主页',
  welcome: '欢迎你，{{name}}！',
  planBadge: '你的套餐：打开个人资料',
  banner: {
    heading: '先选一个单词表，再选一个游戏！',
    text: '所有游戏都会使用你选中的单词表里的单词。',
  },
  noWordlists: {
    ariaLabel: '创建你的第一个单词表',
    heading: '你还没有单词表！',
    text: '用你班上要学的单词新建一个，或者从公共单词库里保存一个，然后选一个游戏吧。',
    button: '创建你的单词表',
  },
  trial: {
    ariaLabel: '免费试用专业版',
    heading: '喜欢这个游戏吗？解锁全部游戏吧！',
    text: '免费试用专业版 {{days}} 天：所有已上线的游戏、使用你自己的图片、分享你的单词表。无需填写付款信息，点一下就开始。',
    button: '开始免费试用',
  },
  thanks: {
    ariaLabel: '谢谢你',
    heading: '谢谢你和我们一起玩！',
    text: '发现了问题，或者有新游戏的好点子？请<contact>告诉我们</contact>：每条留言我们都会认真阅读。',
  },
  panel: {
    heading: '你的单词表',
    loading: '正在加载你的单词表',
    loadFailed: '你的单词表加载失败。',
    empty: '你还没有单词表。',
    create: '创建单词表',
    more: ' …… 还有 {{number}} 个',
    noneSelected: '还没有选中单词表：请在下面选一个。',
    switch: '切换单词表',
    choose: '选择一个单词表',
    selectOnAllDevices: '在所有设备上选中',
    manage: '管理我的单词表',
    classes: '和班级一起玩？记下全班的得分和觉得难的单词：',
    activate: '激活你的邮箱地址后，就可以创建和选择单词表了。',
    activateLink: '激活你的邮箱',
  },
  games: {
    heading: '游戏',
    comingSoonNote: '标有“即将推出”的游戏还在制作中，很快就能在这里玩了！',
    play: '玩“{{name}}”',
    playTag: '开始玩',
    comingSoon: '即将推出',
    lockPro: '升级到专业版或高级版套餐即可解锁这个游戏。',
    lockPremium: '高级版测试游戏：升级到高级版套餐即可解锁。',
    startTrialNow: '立即开始试用',
    getOneNow: '立即购买套餐',
  },
};

export default dashboard;
