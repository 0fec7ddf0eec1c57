import { expect, test, type Page } from '@playwright/test';
import { snap, uniqueName } from './helpers';
import { mailsTo, type Mail } from './mailbox';

/** The support address the page names: this installation's SUPPORT_EMAIL (e2e/serve.mjs), from the page itself. */
async function supportAddress(page: Page): Promise<string> {
  const link = page.getByRole('main').getByRole('link', { name: /@/ });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^mailto:/);
  return href!.slice('mailto:'.length);
}

/** The page fits its window: nothing sticks out sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a visitor sends a message from Contact Us; it reaches the support address with her as Reply-To', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: "We'd Love To Hear From You!" })).toBeVisible();
  await expect(page).toHaveTitle('Contact Us | PlayWords');
  const support = await supportAddress(page);
  expect(support).toBe('support@playwords.test');
  await expectNoSidewaysScroll(page);
  await snap(page, 'contact-desktop');

  // Nothing filled in: each field says what it needs, and nothing is sent.
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Please give us a way to contact you.')).toBeVisible();
  await expect(page.getByText('Please give us the topic so we can direct it to the right place.')).toBeVisible();
  await expect(page.getByText('Please write something in the message area.')).toBeVisible();
  await snap(page, 'contact-empty-desktop');

  const tag = uniqueName('contact');
  const sender = `${tag}@school.test`;
  const subject = `Bigger letters on the TV (${tag})`;
  const body = 'Hello!\nThe letters in Word Search are tiny on our classroom TV.\n<b>Can they be bigger?</b>';
  await page.getByRole('textbox', { name: /How can we reach you\?/ }).fill(sender);
  await page.getByRole('textbox', { name: /^Subject/ }).fill(subject);
  await page.getByRole('textbox', { name: /^Message/ }).fill(body);
  await page.getByRole('button', { name: 'Send' }).click();

  const status = page.getByRole('status').filter({ hasText: 'Message Sent!' });
  await expect(status).toBeVisible();
  await expect(status).toContainText('We will try to respond to you as soon as we can. Thank you!');
  await expect(page.getByRole('button', { name: 'Send' })).toHaveCount(0);
  await snap(page, 'contact-sent-desktop');

  // Delivered over SMTP to the support address, answerable to her.
  let mail: Mail | undefined;
  await expect
    .poll(() => (mail = mailsTo(support).find((m) => m.subject.includes(tag))), {
      timeout: 15_000,
      message: `a contact message to ${support}`,
    })
    .toBeTruthy();
  expect(mail!.subject).toBe(`[PlayWords contact] ${subject}`);
  expect(mail!.replyTo).toBe(sender);
  expect(mail!.text).toContain(`Contact way: ${sender}`);
  expect(mail!.text.replace(/\r\n/g, '\n')).toContain(body);
  expect(errors).toEqual([]);
});

test('on a phone the contact form fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: "We'd Love To Hear From You!" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'contact-phone');

  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Please give us a way to contact you.')).toBeVisible();
  await expectNoSidewaysScroll(page);
  // From the top, so the sticky header is drawn where it belongs.
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, 'contact-empty-phone');

  // A WeChat id is a contact way too.
  await page.getByRole('textbox', { name: /How can we reach you\?/ }).fill(`WeChat: ${uniqueName('ann')}`);
  await page.getByRole('textbox', { name: /^Subject/ }).fill('Prices in RMB');
  await page.getByRole('textbox', { name: /^Message/ }).fill('Can our school pay in RMB for a year?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message Sent!' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, 'contact-sent-phone');
});
