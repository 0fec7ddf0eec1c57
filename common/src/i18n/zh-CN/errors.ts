import type { Translation } from '../types';
import type en from '../en/errors';

const errors: Translation<typeof en> = {
  notAuthenticated: '您尚未登录。',
  permissionDenied: '您没有执行此操作的权限。',
  notFound: '未找到。',
  csrfMissing: '安全校验失败：缺少 CSRF 令牌。请刷新页面后重试。',
  csrfIncorrect: '安全校验失败：CSRF 令牌不正确。请刷新页面后重试。',
  methodNotAllowed: '不允许此请求方法。',
  payloadTooLarge: '请求内容过大。',
  unsupportedMediaType: '不支持的请求类型。',
  throttled: '请求过于频繁，请在 {{seconds}} 秒后重试。',
  malformed: '请求格式有误。',
  serverError: '服务器出错了。',
  fallback: '出了点问题，请稍后再试。',
  language: '请选择 English 或 中文。',
};

export default errors;
