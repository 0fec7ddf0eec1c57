import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../lib/i18n';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../test/fetch-mock';
import { LAZY, renderApp } from '../../test/render-app';

describe('not-found page', () => {
  it('answers an unknown path with the not-found text and a GO HOME link', async () => {
    mockFetch({});
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Sorry, theres nothing here!' })).toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'GO HOME' });
    expect(home).toHaveAttribute('href', '/');

    await userEvent.setup().click(home);
    expect(await screen.findByRole('heading', { name: /Word games your class will love/ })).toBeInTheDocument();
  });

  it('is not shown for a known route', async () => {
    mockFetch({});
    renderApp('/terms');

    expect(await screen.findByRole('heading', { name: 'Terms and Conditions' }, LAZY)).toBeInTheDocument();
    expect(screen.queryByText('Sorry, theres nothing here!')).not.toBeInTheDocument();
  });

  it('speaks Chinese to a Chinese reader', async () => {
    mockFetch({});
    await act(() => i18n.changeLanguage('zh-CN'));
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: '抱歉，这里什么也没有！' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('页面不存在 | PlayWords'));
  });
});
