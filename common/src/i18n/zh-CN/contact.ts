import type { Translation } from '../types';
import type en from '../en/contact';

const contact: Translation<typeof en> = {
  pageTitle: '联系我们',
  heading: '期待听到你的声音！',
  intro:
    '对游戏有疑问、有新游戏的点子，或者账号、付款遇到问题？请在下面给我们留言，或者发邮件到 <mail>{{email}}</mail>。',
  emailLabel: '我们怎么联系你？',
  emailDescription: '你的邮箱，或其他联系方式（微信、电话……）。',
  subjectLabel: '主题',
  bodyLabel: '留言',
  send: '发送',
  sent: '留言已发送！',
  sentDetail: '我们会尽快回复你。谢谢！',
  emailRequired: '请留下一种联系方式。',
  subjectRequired: '请填写主题，方便我们转给合适的同事。',
  bodyRequired: '请在留言框里写点内容。',
};

export default contact;
