import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorDetail } from '@playwords/common';
import { licences } from '../../db/schema';
import { basicTeacher, type SignedInMember } from '../../test/factories';
import { openShop, paymentRequest, postStripeEvent, sessionIdOf, type Shop } from '../../test/payments';
import { grantLicence } from '../licences/service';

let shop: Shop;

beforeAll(async () => {
  shop = await openShop({ BILLING_EMAIL: 'money@school.example' });
});
afterAll(async () => shop?.close());

/** Buys a subscription through Stripe and delivers its payment; answers the licence and the subscription. */
async function subscribe(member: SignedInMember, code: string) {
  const res = await member.browser.post('/api/payments/process-payment/', paymentRequest(code));
  const sessionId = sessionIdOf(res.json().url);
  await postStripeEvent(shop, shop.stripe.payCheckout(sessionId));
  const session = shop.stripe.sessions.get(sessionId)!;
  const [licence] = await shop.ctx.database.db.select().from(licences).where(eq(licences.userId, member.id));
  return { licenceId: licence!.id, subscriptionId: session.subscription! };
}

const subscriptionCalls = (id: string) => shop.stripe.requestsTo('POST', `/v1/subscriptions/${id}`);
const storedLicence = async (id: string) =>
  (await shop.ctx.database.db.select().from(licences).where(eq(licences.id, id)))[0]!;

describe('POST /api/licenses/{id}/deactivate/ for a licence bought as a Stripe subscription', () => {
  it('cancels the subscription at Stripe at the end of its period, then stops auto-renew here', async () => {
    const teacher = await basicTeacher(shop.ctx, { logIn: true });
    const { licenceId, subscriptionId } = await subscribe(teacher, 'PREMIUMPLAN3');
    const res = await teacher.browser.post(`/api/licenses/${licenceId}/deactivate/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: licenceId, will_auto_renew: false, is_active: true, remaining_days: 90 });
    expect(subscriptionCalls(subscriptionId).map((r) => r.body)).toEqual([{ cancel_at_period_end: 'true' }]);
    expect(shop.stripe.subscriptions.get(subscriptionId)).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
    });
    expect(await storedLicence(licenceId)).toMatchObject({ willAutoRenew: false, endedAt: null });

    // Already cancelled: asking again does not call Stripe again.
    expect((await teacher.browser.post(`/api/licenses/${licenceId}/deactivate/`)).statusCode).toBe(200);
    expect(subscriptionCalls(subscriptionId)).toHaveLength(1);
  });

  it('when Stripe cannot be reached: 502 saying so, and the licence still renews', async () => {
    const teacher = await basicTeacher(shop.ctx, { logIn: true });
    const { licenceId, subscriptionId } = await subscribe(teacher, 'PROPLAN1');
    shop.stripe.failures.set('POST /v1/subscriptions/:id', 500);
    try {
      const res = await teacher.browser.post(`/api/licenses/${licenceId}/deactivate/`);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        detail:
          'Stripe could not be reached to cancel your subscription, so nothing was changed and it still renews. Please try again in a few minutes.',
      });
    } finally {
      shop.stripe.failures.clear();
    }
    expect(await storedLicence(licenceId)).toMatchObject({ willAutoRenew: true });
    expect(shop.stripe.subscriptions.get(subscriptionId)).toMatchObject({ cancel_at_period_end: false });
    // Once Stripe answers again, the same click works.
    expect((await teacher.browser.post(`/api/licenses/${licenceId}/deactivate/`)).statusCode).toBe(200);
    expect(shop.stripe.subscriptions.get(subscriptionId)).toMatchObject({ cancel_at_period_end: true });
  });

  it("only the owner: anyone else's licence is not found and Stripe is not called", async () => {
    const owner = await basicTeacher(shop.ctx, { logIn: true });
    const stranger = await basicTeacher(shop.ctx, { logIn: true });
    const { licenceId, subscriptionId } = await subscribe(owner, 'PREMIUMPLAN1');
    const res = await stranger.browser.post(`/api/licenses/${licenceId}/deactivate/`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: ErrorDetail.notFound, codes: { detail: ['notFound'] } });
    expect(subscriptionCalls(subscriptionId)).toHaveLength(0);
    expect(await storedLicence(licenceId)).toMatchObject({ willAutoRenew: true });
  });

  it('a subscription granted by the operator (no provider behind it) just stops renewing here', async () => {
    const teacher = await basicTeacher(shop.ctx, { logIn: true });
    const granted = await grantLicence(
      shop.ctx.database.db,
      teacher.id,
      { type: 'PRO', days: 30, isTrial: false, payment: 'SUB' },
      shop.ctx.clock.now(),
    );
    const calls = shop.stripe.requests.length;
    const res = await teacher.browser.post(`/api/licenses/${granted.licence.id}/deactivate/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ will_auto_renew: false });
    expect(shop.stripe.requests.length).toBe(calls);
  });
});
