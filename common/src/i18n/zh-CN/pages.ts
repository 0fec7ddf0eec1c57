import type { Translation } from '../types';
import type en from '../en/pages';

const pages: Translation<typeof en> = {
  notFound: {
    pageTitle: '页面不存在',
    title: '抱歉，这里什么也没有！',
    goHome: '返回首页',
  },
  cancellation: {
    pageTitle: '取消订阅',
    title: '取消订阅',
    intro: '如需取消订阅，让您的许可证不再自动续订：',
    stepProfile: '打开您的<profile>个人资料</profile>。',
    stepLicence: '点击您正在使用的许可证。',
    stepCancel: '点击红色的取消按钮。',
    stillUsable: '在剩余天数用完之前，您的许可证仍可继续使用。',
    feedbackTitle: '意见反馈与账单',
    feedback: '我们很想知道您为什么离开，以及我们还能做得更好的地方：欢迎写信给我们：<mail/>。',
    billing: '如有账单或退款方面的问题，请联系 <mail/>。',
  },
  success: {
    pageTitle: '支付成功',
    title: '支付成功！',
    thanks: '谢谢您！付款已完成，您的许可证会自动添加到您的账户中。',
    refresh: '请刷新本页面，并在您的<profile>个人资料</profile>中查看。',
    paypal: '通过 PayPal 付款，到账可能需要 30 秒到 1 小时不等。',
    billing: '如有账单方面的问题，请联系 <mail/>。',
    dashboard: '前往控制面板',
    arrived: '您的许可证到啦！',
    plan_one: '{{name}}套餐，{{count}} 天。',
    plan_other: '{{name}}套餐，{{count}} 天。',
    trial_one: '{{name}}试用，{{count}} 天。',
    trial_other: '{{name}}试用，{{count}} 天。',
    seePlan: '查看您的套餐',
    late: '您的许可证还没有到账。请稍后刷新本页面，或查看您的个人资料。',
    waiting: '正在等待您的许可证到账……',
  },
};

export default pages;
