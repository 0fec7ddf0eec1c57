import type { Translation } from '../types';
import type en from '../en/common';

const common: Translation<typeof en> = {
  language: {
    label: 'Language / 语言',
  },
  errors: {
    noResponse: '无法连接服务器。请检查网络连接，或稍后再试。',
  },
  togglePassword: '显示或隐藏密码',
  skip: '跳到主要内容',
  nav: {
    main: '主菜单',
    mobile: '手机菜单',
    home: 'PlayWords 首页',
    dashboard: '我的主页',
    news: '最新消息',
    myWordlists: '我的单词表',
    myImages: '我的图片',
    myClasses: '我的班级',
    lessonPlans: '课程计划',
    myProfile: '个人资料',
    goPro: '升级专业版',
    games: '游戏',
    pricing: '价格',
    contactUs: '联系我们',
    logIn: '登录',
    signUp: '注册',
    logOut: '退出登录',
    menu: '菜单',
    openMenu: '打开菜单',
    closeMenu: '关闭菜单',
    back: '返回',
  },
  footer: {
    write: '给我们留言',
    about: '关于我们',
    aboutText: '我们是一群英语老师，为自己的课堂做出了一直想要的游戏。',
    explore: '看看更多',
    legal: '法律信息',
    howTo: '游戏玩法',
    publicWordlists: '公共单词表',
    publicImages: '公共图片',
    terms: '条款和条件',
    cancellation: '取消订阅',
    credit: '官方图片：<a>Microsoft 的 Fluent Emoji</a>（MIT 许可证）',
  },
  loading: '加载中……',
  loadingPage: '页面加载中',
  pageError: {
    title: '页面没有加载出来',
    text: '出了点问题。请刷新页面试试。',
    refresh: '刷新',
  },
};

export default common;
