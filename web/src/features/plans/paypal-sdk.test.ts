import { describe, expect, it } from 'vitest';
import { paypalSdkUrl } from './paypal-sdk';

describe('paypalSdkUrl', () => {
  it("asks PayPal for its button in dollars, as an order or a subscription, and in a Chinese reader's language", () => {
    expect(paypalSdkUrl({ clientId: 'abc', subscription: false, language: 'en' })).toBe(
      'https://www.paypal.com/sdk/js?client-id=abc&currency=USD',
    );
    expect(
      paypalSdkUrl({ clientId: 'a b', subscription: true, origin: 'http://127.0.0.1:9/', language: 'zh-CN' }),
    ).toBe('http://127.0.0.1:9/sdk/js?client-id=a%20b&currency=USD&vault=true&intent=subscription&locale=zh_CN');
  });
});
