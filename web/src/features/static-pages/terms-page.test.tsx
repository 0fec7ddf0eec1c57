import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_BILLING_EMAIL, DEFAULT_SUPPORT_EMAIL, SITE_META } from '@playwords/common';
import { i18n } from '../../lib/i18n';
import { mockFetch } from '../../test/fetch-mock';
import { LAZY, renderApp } from '../../test/render-app';

/** Opens /terms and waits for its page; the page reads nothing from the server. */
async function openTerms() {
  const { calls } = mockFetch({});
  renderApp('/terms');
  await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' }, LAZY);
  return { main: within(screen.getByRole('main')), calls };
}

function addMeta(name: string, content: string) {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
}

const SECTION_HEADINGS = [
  '1. About these terms',
  '2. Who may register',
  '3. Your account',
  '4. What you are buying',
  '5. Plans and what they include',
  '6. Free trials',
  '7. Licence keys',
  '8. Prices, currencies and payment methods',
  '9. Plan lengths, one-time payments and subscriptions',
  '10. Automatic renewal and cancelling',
  '11. Refunds',
  '12. Devices and image uploads',
  '13. Your content and the licence you give us',
  '14. Public word lists and images',
  '15. Content rules',
  '16. Removing content, suspension and appeals',
  '17. Acceptable use',
  '18. Privacy and your information',
  '19. Availability and changes to the service',
  '20. Disclaimers and limitation of liability',
  '21. Changes to these terms',
  '22. Backups and loss of data',
  '23. Electronic communications and signatures',
  '24. Miscellaneous',
  '25. Contact us',
];

/** The text of the section whose heading is `heading`. */
function sectionText(heading: string): string {
  const title = screen.getByRole('heading', { level: 3, name: heading });
  return title.closest('section')?.textContent ?? '';
}

describe('terms page', () => {
  it('shows its title and date, and reads nothing from the server', async () => {
    const { main, calls } = await openTerms();

    await waitFor(() => expect(document.title).toBe('Terms and Conditions | PlayWords'));
    expect(main.getByText('Last updated: July 01, 2022')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('has exactly 25 numbered sections in order, and a contents entry pointing at each one', async () => {
    const { main } = await openTerms();

    const headings = main.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(SECTION_HEADINGS);

    const contents = within(main.getByRole('navigation', { name: 'Contents' }));
    const links = contents.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(SECTION_HEADINGS);
    links.forEach((link, index) => {
      const href = link.getAttribute('href') ?? '';
      expect(href).toBe(`#section-${index + 1}`);
      const target = document.getElementById(href.slice(1));
      expect(target).not.toBeNull();
      expect(target).toHaveTextContent(SECTION_HEADINGS[index]!);
    });

    // Every cross-reference in the text reaches a section that exists, and says its number.
    const references = main.getAllByRole('link', { name: /^section \d+$/ });
    expect(references.length).toBeGreaterThan(0);
    for (const reference of references) {
      const number = reference.textContent!.replace('section ', '');
      expect(reference).toHaveAttribute('href', `#section-${number}`);
      expect(document.getElementById(`section-${number}`)).not.toBeNull();
    }

    // Each section offers a way back up to the title.
    const backLinks = main.getAllByRole('link', { name: 'Back to top' });
    expect(backLinks).toHaveLength(25);
    expect(document.getElementById(backLinks[0]!.getAttribute('href')!.slice(1))).toBe(
      main.getByRole('heading', { level: 1 }),
    );
  });

  it('ends with backups, electronic communications, miscellaneous and contact', async () => {
    await openTerms();

    expect(sectionText('22. Backups and loss of data')).toMatch(/regular backups/);
    expect(sectionText('22. Backups and loss of data')).toMatch(/not liable for any loss or corruption of user data/);
    expect(sectionText('23. Electronic communications and signatures')).toMatch(
      /You consent to receive communications from us electronically/,
    );
    expect(sectionText('23. Electronic communications and signatures')).toMatch(/your electronic signature/);
    expect(sectionText('24. Miscellaneous')).toMatch(/governed by the laws in force in Canada/);
    expect(sectionText('25. Contact us')).toMatch(/Contact us by e-mail at support@playwords\.app/);
  });

  it('summarises the key points in plain language, in its own box above the full terms', async () => {
    const { main } = await openTerms();

    const box = main.getByRole('region', { name: 'Summary in plain language' });
    const summary = within(box);
    // It comes before the table of contents and the first section.
    expect(box.compareDocumentPosition(main.getByRole('navigation', { name: 'Contents' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    for (const statement of [
      'You buy image-manipulation tools in the form of games. You do not buy the images, word lists or other content that you or other teachers upload.',
      'You must be 18 or older to register. Children may use PlayWords under the supervision of the account holder.',
      'The site is hosted in Canada.',
      'in US dollars or Chinese yuan',
      'While a plan is active, you can get a refund of up to one month’s worth of it. Expired plans are not refunded.',
      'We may remove uploads, restrict upload privileges, or suspend or ban users who break these terms.',
      'our liability is limited to what you paid us in the one month before it happened',
    ]) {
      expect(box.textContent).toContain(statement);
    }
    expect(summary.getByRole('link', { name: DEFAULT_SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${DEFAULT_SUPPORT_EMAIL}`,
    );
    expect(summary.getByRole('link', { name: DEFAULT_BILLING_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${DEFAULT_BILLING_EMAIL}`,
    );
  });

  it('says what accounts §1 requires, in the full terms', async () => {
    await openTerms();

    expect(sectionText('2. Who may register')).toMatch(/You must be 18 years of age or older to register an account/);
    expect(sectionText('2. Who may register')).toMatch(/only under the supervision of the account holder/);
    expect(sectionText('1. About these terms')).toMatch(/the site is hosted in Canada/);
    expect(sectionText('4. What you are buying')).toMatch(/image-manipulation tools in the form of games/);
    expect(sectionText('4. What you are buying')).toMatch(
      /You do not buy the images, word lists or any other user content/,
    );
    expect(sectionText('8. Prices, currencies and payment methods')).toMatch(
      /US dollars \(USD\) or Chinese yuan \(CNY, shown as RMB\)/,
    );
    expect(sectionText('8. Prices, currencies and payment methods')).toMatch(
      /our card payment provider, which also handles WeChat Pay and AliPay .*, and by PayPal/,
    );
    expect(sectionText('9. Plan lengths, one-time payments and subscriptions')).toMatch(
      /bought for 1, 3 or 6 months, which last 30, 90 and 180 days/,
    );
    expect(sectionText('6. Free trials')).toMatch(/once per account, free of charge, for 7 days. No credit card/);
    expect(sectionText('10. Automatic renewal and cancelling')).toMatch(/click the red cancel button/);
    expect(sectionText('11. Refunds')).toMatch(
      /While a paid plan is active, you may ask for a refund of up to one month’s worth/,
    );
    expect(sectionText('11. Refunds')).toMatch(/Expired plans get no refund/);
    expect(sectionText('13. Your content and the licence you give us')).toMatch(/Teachers own their uploads/);
    expect(sectionText('14. Public word lists and images')).toMatch(/visible to every other teacher/);
    expect(sectionText('15. Content rules')).toMatch(/copyrighted material you have no right to use/);
    expect(sectionText('15. Content rules')).toMatch(/inappropriate for children/);
    expect(sectionText('16. Removing content, suspension and appeals')).toMatch(/restrict your upload privileges/);
    expect(sectionText('16. Removing content, suspension and appeals')).toMatch(
      /ban you from the service[\s\S]*write to support@playwords\.app within 30 days/,
    );
    expect(sectionText('18. Privacy and your information')).toMatch(
      /We hold nothing about a child beyond what a teacher types or uploads/,
    );
    expect(sectionText('20. Disclaimers and limitation of liability')).toMatch(
      /limited to the amount you paid us in the one month before the event/,
    );
  });

  it('shows the plan table with the devices and monthly uploads the product enforces', async () => {
    const { main } = await openTerms();

    const table = main.getByRole('table', { name: 'What each plan includes' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Plan', 'Devices', 'Image uploads per month', 'Games'],
      ['Basic', '1', 'None', 'Free games only'],
      ['Pro', '1', 'Up to 50', 'All released games'],
      ['Premium', '3', 'Up to 100', 'All released games, plus games in beta'],
    ]);
  });

  it('names the product’s support and billing addresses as mailto links when the page carries none', async () => {
    const { main } = await openTerms();

    const contact = within(screen.getByRole('heading', { level: 3, name: '25. Contact us' }).closest('section')!);
    expect(contact.getByRole('link', { name: DEFAULT_SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${DEFAULT_SUPPORT_EMAIL}`,
    );
    expect(contact.getByRole('link', { name: DEFAULT_BILLING_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${DEFAULT_BILLING_EMAIL}`,
    );
    expect(contact.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact-us');
    expect(main.getAllByRole('link', { name: DEFAULT_BILLING_EMAIL }).length).toBeGreaterThan(1);
  });

  it('names the addresses this installation configured instead', async () => {
    addMeta(SITE_META.supportEmail, 'help@school.example');
    addMeta(SITE_META.billingEmail, 'accounts@school.example');
    const { main } = await openTerms();

    const contact = within(screen.getByRole('heading', { level: 3, name: '25. Contact us' }).closest('section')!);
    expect(contact.getByRole('link', { name: 'help@school.example' })).toHaveAttribute(
      'href',
      'mailto:help@school.example',
    );
    expect(contact.getByRole('link', { name: 'accounts@school.example' })).toHaveAttribute(
      'href',
      'mailto:accounts@school.example',
    );
    // Appeals and refunds name them too, and the product's defaults appear nowhere on the page.
    expect(sectionText('16. Removing content, suspension and appeals')).toMatch(/write to help@school\.example/);
    expect(sectionText('11. Refunds')).toMatch(/write to accounts@school\.example/);
    expect(main.queryByText(DEFAULT_SUPPORT_EMAIL)).not.toBeInTheDocument();
    expect(main.queryByText(DEFAULT_BILLING_EMAIL)).not.toBeInTheDocument();
  });
});

describe('terms page in Chinese', () => {
  it('shows the whole terms in Chinese, says the English text is binding and offers it, anchors unchanged', async () => {
    mockFetch({});
    await act(() => i18n.changeLanguage('zh-CN'));
    renderApp('/terms');
    await screen.findByRole('heading', { level: 1, name: '条款与条件' }, LAZY);
    await waitFor(() => expect(document.title).toBe('条款与条件 | PlayWords'));
    const main = within(screen.getByRole('main'));

    expect(main.getByText(/具有约束力的是英文版本/)).toBeInTheDocument();
    const headings = main.getAllByRole('heading', { level: 3 });
    expect(headings).toHaveLength(25);
    expect(headings[10]).toHaveTextContent('11. 退款');
    expect(headings[10]).toHaveAttribute('id', 'section-11');
    expect(sectionText('24. 其他条款')).toMatch(/以英文版本为准/);
    expect(sectionText('9. 套餐期限、一次性付款和订阅')).toMatch(/按 1、3 或 6 个月购买，分别为 30、90 和 180 天/);
    expect(main.getByRole('region', { name: '通俗版摘要' })).toHaveTextContent('您必须年满 18 周岁才能注册');
    const reference = within(main.getByRole('heading', { level: 3, name: '3. 您的账户' }).closest('section')!);
    expect(reference.getByRole('link', { name: '第 18 条' })).toHaveAttribute('href', '#section-18');
    expect(main.getByRole('table', { name: '各套餐包含的内容' })).toHaveTextContent('最多 50 张');
    expect(main.queryByText(/You must be 18/)).not.toBeInTheDocument();

    await userEvent.setup().click(main.getByRole('button', { name: '阅读英文原文（English）' }));
    expect(await main.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(main.getByRole('heading', { level: 3, name: '11. Refunds' })).toHaveAttribute('id', 'section-11');
    expect(main.queryByText(/具有约束力的是英文版本/)).not.toBeInTheDocument();
    expect(main.queryByRole('button', { name: '阅读英文原文（English）' })).not.toBeInTheDocument();
  });

  it('shows no notice in English', async () => {
    const { main } = await openTerms();
    expect(main.queryByText(/binding/)).not.toBeInTheDocument();
    expect(main.queryByRole('button', { name: /English/ })).not.toBeInTheDocument();
  });
});
