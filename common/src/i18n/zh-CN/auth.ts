import type { Translation } from '../types';
import type en from '../en/auth';

const auth: Translation<typeof en> = {
  required: '这一项必须填写。',
  username: '用户名',
  password: '密码',
  login: {
    remember: '一周内记住我',
    forgot: '忘记密码？',
    noAccount: '还没有账号？',
    expired: '你已被自动退出登录。可能是登录已过期，或者你在太多设备上登录了。请重新登录。',
  },
  signup: {
    title: '创建账号！',
    confirm: '确认密码',
    email: '电子邮箱',
    displayName: '显示名称',
    displayNameHint: '选填。会代替你的用户名显示。',
    terms: '我接受<terms>条款和条件</terms>',
    haveAccount: '已经有账号了？',
    mismatch: '两次输入的密码不一致。',
    failed: '出了点问题。请刷新页面试试。',
    created: '账号创建成功！',
    destination: '登录页面',
    goNow: '现在去登录',
  },
  welcome: {
    title: '欢迎回来',
    heading: '欢迎回来！',
    text: '很高兴再见到你。登录后就能继续使用你的单词表和游戏。',
    newHere: '第一次来？',
  },
  yes: '是',
  cancel: '取消',
  tryAgain: '再试一次',
  search: '搜索',
  code: {
    label: '验证码',
    hint: '邮件中的 {{length}} 位字符。',
    loading: '正在检查验证码',
    valid: '验证码正确',
    invalid: '验证码不正确',
    wrong: '验证码不对。请检查后重新输入。',
    accepted: '验证码已通过！',
  },
  countdown_one: '<b>{{count}}</b> 秒后带你前往{{destination}}。',
  countdown_other: '<b>{{count}}</b> 秒后带你前往{{destination}}。',
  review: {
    why: '原因（选填）',
    send: '提交审核',
  },
  present: {
    label: '逐个展示单词',
    pro: '升级专业版或高级版即可解锁这个游戏。',
    premium: '高级版测试游戏：升级高级版即可解锁。',
  },
};

export default auth;
