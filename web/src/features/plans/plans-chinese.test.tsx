import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentsConfigResponse } from '@playwords/common';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { makeLicence, makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { i18n } from '../../lib/i18n';
import { daysText, licenceStatusText, remainingDaysText } from '../../lib/licences';
import { planLook } from '../../lib/plans';

const CONFIG = 'GET /api/payments/config/';
const PAYMENTS_CONFIG: PaymentsConfigResponse = {
  stripe: true,
  paypal: true,
  paypal_client_id: 'test-client',
  alipay: false,
  billing_email: 'billing@example.org',
};

const chinese = () => act(() => i18n.changeLanguage('zh-CN'));

function panel() {
  return within(screen.getByRole('region', { name: '购买完整套餐！' }));
}

/** The amount the Order Summary shows for a term. */
function summary(term: string) {
  const list = within(screen.getByRole('region', { name: '订单摘要' }));
  return list.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

async function openPricing(language: 'en' | 'zh-CN', signedIn = true) {
  mockFetch({ [CONFIG]: () => jsonResponse(200, PAYMENTS_CONFIG) });
  if (language === 'zh-CN') await chinese();
  renderApp('/plans', signedIn ? { user: makeUser({ language }) } : {});
  return userEvent.setup({ delay: null });
}

describe('pricing page in Chinese', () => {
  it('shows its headings, trial cards, tiles and buttons in Chinese, prices in ¥ and RMB first', async () => {
    await openPricing('zh-CN');

    expect(await screen.findByRole('heading', { level: 1, name: '套餐价格' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('套餐价格 | PlayWords'));
    expect(screen.getByRole('button', { name: '开始专业版试用' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '开始高级版试用' })).toBeEnabled();
    expect(screen.getByText('免费使用专业版 7 天，无需信用卡。')).toBeInTheDocument();

    await screen.findByRole('region', { name: '购买完整套餐！' });
    const currency = panel().getByRole('combobox', { name: '币种' });
    expect(currency).toHaveValue('CNY');
    expect(panel().getByRole('radio', { name: '专业版' })).toHaveAccessibleDescription('¥39.00 / 月');
    expect(panel().getByRole('radio', { name: '3 个月' })).toHaveAccessibleDescription(
      '¥106.00 只需支付2 个月零 3 周的费用',
    );
    expect(summary('套餐')).toBe('专业版');
    expect(summary('付款类型')).toBe('订阅，每月自动续订');
    expect(summary('价格')).toBe('¥39.00');
    expect(summary('合计')).toBe('¥39.00');

    expect(await panel().findByRole('button', { name: '银行卡' })).toBeEnabled();
    expect(panel().getByRole('button', { name: '微信支付' })).toBeDisabled();
    expect(panel().getByRole('button', { name: 'PayPal' })).toBeDisabled();
    expect(panel().getByText(/PayPal 不支持人民币付款/)).toBeInTheDocument();
    expect(panel().getByText(/微信支付仅支持以人民币一次性付款/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '已有许可证密钥？' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '激活' })).toBeDisabled();
  });

  it('switches to a one-time payment in RMB: the fee in ¥, WeChat Pay enabled', async () => {
    const user = await openPricing('zh-CN');
    await user.click(await panel().findByRole('button', { name: '点击切换为一次性付款' }));

    expect(panel().getByRole('radio', { name: '一次性付款' })).toBeChecked();
    expect(summary('付款类型')).toBe('一次性付款');
    expect(summary('一次性购买手续费')).toBe('¥2.00');
    expect(summary('合计')).toBe('¥41.00');
    expect(panel().getByRole('button', { name: '微信支付' })).toBeEnabled();
  });

  it('keeps the currency a Chinese reader chose: US dollars as Intl writes them in Chinese', async () => {
    const user = await openPricing('zh-CN');
    await screen.findByRole('region', { name: '购买完整套餐！' });
    await user.selectOptions(panel().getByRole('combobox', { name: '币种' }), 'USD');

    expect(panel().getByRole('combobox', { name: '币种' })).toHaveValue('USD');
    expect(summary('价格')).toBe('US$5.99');
    await user.click(panel().getByRole('radio', { name: '3 个月' }));
    expect(summary('付款类型')).toBe('订阅，每 3 个月自动续订');
  });

  it('asks in Chinese before a trial pauses the current plan', async () => {
    mockFetch({ [CONFIG]: () => jsonResponse(200, PAYMENTS_CONFIG) });
    await chinese();
    renderApp('/plans', { user: makeUser({ language: 'zh-CN', has_active_plan: true }) });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: '开始高级版试用' }));

    const dialog = within(await screen.findByRole('dialog', { name: '要暂停当前套餐吗？' }));
    expect(dialog.getByText(/开始高级版试用会将它暂停，然后您可以使用高级版试用 7 天。/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: '暂停并开始试用' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '不，保留我的套餐' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps US dollars first for an English reader on an English browser', async () => {
    await openPricing('en');
    const region = within(await screen.findByRole('region', { name: 'Purchase a Full Plan!' }));
    expect(region.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
    expect(region.getByRole('radio', { name: 'PRO' })).toHaveAccessibleDescription('$5.99 / month');
  });

  it('asks a visitor in Chinese to log in or create an account', async () => {
    await openPricing('zh-CN', false);
    await screen.findByRole('region', { name: '购买完整套餐！' });
    expect(panel().getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login');
    expect(panel().getByRole('link', { name: '注册账号' })).toHaveAttribute('href', '/signup');
    expect(panel().getByText(/购买前请先/)).toBeInTheDocument();
  });

  it('checks a coupon code in Chinese, then puts it on the order with its scope message', async () => {
    mockFetch({
      [CONFIG]: () => jsonResponse(200, PAYMENTS_CONFIG),
      'GET /api/payments/check-coupon/SAVE10/': () => jsonResponse(200, { value: 'MULT0.9', payment: 'SUB' }),
    });
    await chinese();
    renderApp('/plans', { user: makeUser({ language: 'zh-CN' }) });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: '有优惠码吗？' }));
    const dialog = within(await screen.findByRole('dialog', { name: '有优惠码吗？' }));
    const field = dialog.getByRole('textbox', { name: '优惠码' });

    await user.click(dialog.getByRole('button', { name: '使用' }));
    expect(dialog.getByText('请输入优惠码。')).toBeInTheDocument();
    await user.type(field, 'NO-GOOD');
    await user.click(dialog.getByRole('button', { name: '使用' }));
    expect(dialog.getByText('这个优惠码无效。')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'SAVE10{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(panel().getByText('已添加优惠码 SAVE10。')).toBeInTheDocument();
    expect(summary('优惠码 SAVE10')).toBe('−¥3.90 (10%)');
    expect(summary('合计')).toBe('¥35.10');

    await user.click(panel().getByRole('radio', { name: '一次性付款' }));
    expect(panel().getByText('此优惠码仅适用于订阅付款。')).toBeInTheDocument();
  });
});

describe('My Plan in Chinese', () => {
  it('names the plan, its details and dates in Chinese', async () => {
    const key = 'ABCDE-12345-FGHIJ-67890-KLMNO';
    const licence = makeLicence({ id: key, will_auto_renew: true, renew_time: '2024-05-31T09:30:00.000Z' });
    mockFetch({ [`GET /api/licenses/${key}/`]: () => jsonResponse(200, licence) });
    await chinese();
    renderApp(`/plan/${key}`, { user: makeUser({ language: 'zh-CN' }) });

    expect(await screen.findByRole('heading', { level: 2, name: '专业版套餐' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '我的套餐' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('我的套餐 | PlayWords'));
    const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(screen.getAllByText('正在使用').length).toBeGreaterThan(0);
    expect(detail('类型')).toBe('专业版');
    expect(detail('试用或套餐')).toBe('套餐');
    expect(detail('许可证密钥')).toBe(key);
    expect(detail('购买日期')).toBe('2024年5月1日');
    expect(detail('续订日期')).toBe('2024年5月31日');
    expect(detail('时长')).toBe('30 天');
    expect(detail('剩余')).toBe('12 天');
    expect(detail('自动续订')).toBe('是');
    expect(screen.getByRole('button', { name: '取消订阅' })).toBeInTheDocument();
  });
});

describe('plan and licence texts', () => {
  it('name plans, statuses and days in the reader’s language', async () => {
    expect([planLook(null), planLook('PRO'), planLook('PRE')].map((look) => look.label)).toEqual([
      'Basic',
      'Pro',
      'Premium',
    ]);
    expect(remainingDaysText(1)).toBe('1 day left');
    await chinese();
    expect([planLook(null), planLook('PRO'), planLook('PRE'), planLook('VIP')].map((look) => look.label)).toEqual([
      '基础版',
      '专业版',
      '高级版',
      'VIP',
    ]);
    expect(remainingDaysText(12)).toBe('剩余 12 天');
    expect(daysText(1)).toBe('1 天');
    expect(licenceStatusText('Expired')).toBe('已过期');
  });
});
