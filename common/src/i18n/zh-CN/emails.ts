import type { Translation } from '../types';
import type en from '../en/emails';

const emails: Translation<typeof en> = {
  greeting: '{{name}}，您好！',
  signature: '{{product}} 团队',
  activation: {
    subject: '请激活您的 {{product}} 账户',
    intro: '欢迎来到 {{product}}！请打开下面的链接，确认您的电子邮箱地址：',
    outro: '此链接 3 天内有效。如果您没有注册过账户，请忽略这封邮件。',
  },
  emailChangeLink: {
    subject: '请确认您新的 {{product}} 电子邮箱地址',
    intro: '请打开下面的链接，确认这是您新的电子邮箱地址：',
    outro: '在您确认之前，我们仍会发送邮件到您原来的地址。此链接 3 天内有效。如果您没有申请更改邮箱，请忽略这封邮件。',
  },
  passwordCode: {
    subject: '您的 {{product}} 重置密码验证码',
    intro: '这是您用来重置密码的验证码：',
    outro: '验证码 {{minutes}} 分钟内有效。如果您没有申请过，请忽略这封邮件，您的密码不会改变。',
  },
  emailCode: {
    subject: '您的 {{product}} 更改邮箱验证码',
    intro: '这是您用来更改电子邮箱地址的验证码：',
    outro: '验证码 {{minutes}} 分钟内有效。如果您没有申请过，可能有人正在使用您的账户，请立即重置密码。',
  },
  emailChangeNotice: {
    subject: '您的 {{product}} 电子邮箱地址即将更改',
    body: '我们收到了一个请求，要将您 {{product}} 账户的电子邮箱地址更改为 {{email}}。新地址确认后，更改才会生效。',
    resetPrompt: '如果这不是您本人的操作，请立即重置密码：',
  },
  contactAnswer: {
    subject: '回复：{{subject}}',
    subjectFallback: '回复：您发给 {{product}} 的留言',
    signature: '{{product}} 客服（{{email}}）',
    quoteIntro: '您在 {{date}} 就“{{subject}}”给我们留言：',
  },
};

export default emails;
