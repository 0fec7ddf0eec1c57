import type { Translation } from '../types';
import type en from '../en/landing';

const landing: Translation<typeof en> = {
  title: '英语课堂单词游戏',
  headline: '孩子们一定会<hl>爱上</hl>的单词游戏',
  lead: '建一个单词表，选一个游戏，在大屏幕上全班一起玩。由英语老师为幼儿园和小学课堂打造。',
  tryIt: '马上试试',
  seeGames: '看看游戏',
  featuresTitle: '让课堂活起来，所需的一切都在这里',
  features: {
    lists: '你自己的单词表',
    listsText: '输入这周要教的单词，或者选用其他老师分享的单词表。',
    games: '20 多款游戏',
    gamesText: '找单词、猜词对战、破解保险箱、追赶外星人，还有更多，全部为英语课堂设计。',
    pictures: '你自己的图片',
    picturesText: '把学生们最喜欢的角色、怪物和背景放进游戏里。',
    teams: '分队一起玩',
    teamsText: '专为投影仪和智能白板设计：全班分成队伍，一起玩。',
    install: '无需安装',
    installText: '在教室电脑、笔记本电脑或平板的浏览器里就能运行。',
  },
  plansTitle: '选择套餐',
  plansLead: '免费开始。专业版和高级版都可以免费试用。',
  plan: {
    basic: '基础版',
    pro: '专业版',
    premium: '高级版',
    free: '免费',
    perMonth: '每月',
    popular: '最受欢迎',
    trial: '免费试用，无需信用卡',
    startTrial: '开始试用',
    basicGames: '3 款限定游戏',
    shared: '其他用户分享的单词和图片',
    ownLists: '你自己的单词表',
    allGames: '所有已上线的游戏',
    newGames: '新游戏上线即可玩',
    upload: '上传你自己的图片',
    share: '分享你的单词表',
    everything: '包含专业版的全部功能',
    devices: '可同时在 3 台设备上登录',
    beta: '抢先体验测试版游戏和新功能',
  },
};

export default landing;
