import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../lib/i18n';
import { mockFetch } from '../../test/fetch-mock';
import { setSiteAddresses } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('cancellation page', () => {
  it('explains how to cancel from the profile, with nothing to confirm, and gives the feedback and billing contacts', async () => {
    setSiteAddresses({ support: 'help@example.org', billing: 'billing@example.org' });
    const { calls } = mockFetch({});
    renderApp('/cancellation');

    expect(await screen.findByRole('heading', { level: 1, name: 'Cancellation' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Cancellation | PlayWords'));
    const main = within(screen.getByRole('main'));
    const steps = main.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toEqual(['Go to your profile.', 'Click your active license.', 'Click the red cancel button.']);
    expect(main.getByRole('link', { name: 'profile' })).toHaveAttribute('href', '/profile');
    expect(main.getByRole('link', { name: 'help@example.org' })).toHaveAttribute('href', 'mailto:help@example.org');
    expect(main.getByRole('link', { name: 'billing@example.org' })).toHaveAttribute(
      'href',
      'mailto:billing@example.org',
    );
    expect(main.queryByRole('button')).not.toBeInTheDocument();
    // The addresses are in the page the server sent: nothing is asked.
    expect(calls).toEqual([]);
  });

  it('names the product’s own addresses when the page carries none (the dev server)', async () => {
    mockFetch({});
    renderApp('/cancellation');

    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('link', { name: 'billing@playwords.app' })).toHaveAttribute(
      'href',
      'mailto:billing@playwords.app',
    );
    expect(main.getByRole('link', { name: 'support@playwords.app' })).toHaveAttribute(
      'href',
      'mailto:support@playwords.app',
    );
  });
});

describe('cancellation page in Chinese', () => {
  it('explains the steps and the contacts in Chinese, addresses unchanged', async () => {
    setSiteAddresses({ support: 'help@example.org', billing: 'billing@example.org' });
    mockFetch({});
    await act(() => i18n.changeLanguage('zh-CN'));
    renderApp('/cancellation');

    expect(await screen.findByRole('heading', { level: 1, name: '取消订阅' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '打开您的个人资料。',
      '点击您正在使用的许可证。',
      '点击红色的取消按钮。',
    ]);
    expect(main.getByRole('link', { name: '个人资料' })).toHaveAttribute('href', '/profile');
    expect(main.getByText(/如有账单或退款方面的问题，请联系/)).toHaveTextContent(
      '如有账单或退款方面的问题，请联系 billing@example.org。',
    );
  });
});
