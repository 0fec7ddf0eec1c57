import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StorageKey } from '@playwords/common';
import { jsonResponse, mockFetch, pending } from '../../test/fetch-mock';
import { makeLicence, makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { i18n } from '../../lib/i18n';
import { MAX_SESSIONS_NOTICE } from '../../lib/login-redirect';

const LIST = 'GET /api/licenses/';
const PATCH = 'PATCH /api/users/7/';
const ME = 'GET /api/users/me/';

const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

const expired = makeLicence({
  id: 'EXPIR-EDLIC-ENCE0-00000-AAAAA',
  license_type: 'PRE',
  is_trial: true,
  is_active: false,
  is_expired: true,
  remaining_days: 0,
});
const active = makeLicence({ id: 'ACTIV-ELICE-NCE00-00000-BBBBB', remaining_days: 12 });
const paused = makeLicence({
  id: 'PAUSE-DLICE-NCE00-00000-CCCCC',
  license_type: 'VIP',
  is_active: false,
  activate_this_plan_next: true,
  remaining_days: 1,
});

const noLicences = () => jsonResponse(200, page([]));

/** The account card's row for `term`: its value cell. */
async function row(term: string) {
  const card = await screen.findByRole('region', { name: 'Account' });
  const dt = within(card).queryByText(term, { selector: 'dt' });
  return dt ? (dt.nextElementSibling as HTMLElement | null) : null;
}

function licenceLinks() {
  const section = screen.getByRole('region', { name: 'Your Licenses' });
  return within(section).getAllByRole('link');
}

describe('profile page', () => {
  it('greets the user and shows the active licence large and first, the others small', async () => {
    mockFetch({ [LIST]: () => jsonResponse(200, page([expired, active, paused])) });
    renderApp('/profile', { user: makeUser({ display_name: '', username: 'teacher_tom' }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, teacher_tom!' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Profile | PlayWords'));
    await waitFor(() => expect(licenceLinks()).toHaveLength(3));
    const [first, second, third] = licenceLinks();

    expect(first).toHaveAttribute('data-size', 'large');
    expect(first).toHaveAttribute('href', `/plan/${active.id}`);
    expect(within(first!).getByRole('heading', { name: 'Pro Plan' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Active');
    expect(first).toHaveTextContent('12 days left');
    expect(first).toHaveTextContent(active.id);

    expect(second).toHaveAttribute('data-size', 'small');
    expect(within(second!).getByRole('heading', { name: 'Premium Trial' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Expired');
    expect(second).toHaveTextContent('0 days left');

    expect(third).toHaveAttribute('data-size', 'small');
    expect(within(third!).getByRole('heading', { name: 'VIP Plan' })).toBeInTheDocument();
    expect(third).toHaveTextContent('Inactive');
    expect(third).toHaveTextContent('Paused: resumes when your current plan ends.');
    expect(third).toHaveTextContent('1 day left');
  });

  it('writes every status as accounts §2 and §4 do, never in capitals (VALID)', async () => {
    mockFetch({ [LIST]: () => jsonResponse(200, page([expired, active, paused])) });
    renderApp('/profile', { user: makeUser({ is_superuser: true }) });

    await waitFor(() => expect(licenceLinks()).toHaveLength(3));
    const statuses = [
      within((await row('Email Status'))!).getByText('Valid'),
      within((await row('Admin'))!).getByText('Yes'),
      ...['Active', 'Expired', 'Inactive'].map((status) =>
        within(screen.getByRole('region', { name: 'Your Licenses' })).getByText(status),
      ),
    ];
    // Mantine's Badge capitalises with CSS: the text must be shown as it is written.
    for (const status of statuses) expect(status.closest('.mantine-Badge-root')).toHaveStyle({ textTransform: 'none' });
  });

  it('opens /plan/{id} with the licence as router state, so My Plan need not load it', async () => {
    const { callsTo } = mockFetch({ [LIST]: () => jsonResponse(200, page([active])) });
    renderApp('/profile', { user: makeUser() });

    await userEvent.setup().click(await screen.findByRole('link', { name: /Pro Plan/ }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/plan/${active.id}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Plan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pro Plan' })).toBeInTheDocument();
    expect(callsTo(`GET /api/licenses/${active.id}/`)).toHaveLength(0);
  });

  it('leads to /plans when there is no licence', async () => {
    mockFetch({ [LIST]: () => jsonResponse(200, page([])) });
    renderApp('/profile', { user: makeUser() });

    expect(await screen.findByText(/You have no license yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Plans and Trials' })).toHaveAttribute('href', '/plans');
  });

  it('shows a loader while the licences load', async () => {
    mockFetch({ [LIST]: () => pending() });
    renderApp('/profile', { user: makeUser() });

    expect(await screen.findByLabelText('Loading your licenses')).toBeInTheDocument();
  });

  it('says when the licences could not be loaded, and tries again', async () => {
    let attempts = 0;
    mockFetch({
      [LIST]: () => (++attempts === 1 ? jsonResponse(400, { detail: 'Bad request.' }) : jsonResponse(200, page([]))),
    });
    renderApp('/profile', { user: makeUser() });

    expect(await screen.findByText('Your licenses could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Bad request.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/You have no license yet/)).toBeInTheDocument();
  });

  it('restores the session of a visitor', async () => {
    mockFetch({
      [ME]: () => jsonResponse(200, makeUser({ display_name: 'Miss Lee' })),
      [LIST]: () => jsonResponse(200, page([])),
    });
    renderApp('/profile');

    expect(await screen.findByRole('heading', { name: 'Hello, Miss Lee!' })).toBeInTheDocument();
  });

  it('goes to / when nobody was signed in here', async () => {
    const { callsTo } = mockFetch({ [ME]: () => jsonResponse(403, { detail: 'Not authenticated.' }) });
    renderApp('/profile');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(callsTo(LIST)).toHaveLength(0);
  });

  it('goes to /login saying why, and forgets remember-me, when the session she had here is gone', async () => {
    localStorage.setItem(StorageKey.rememberMe, 'true');
    const { callsTo } = mockFetch({ [ME]: () => jsonResponse(403, { detail: 'Not authenticated.' }) });
    renderApp('/profile');

    expect(await screen.findByText(MAX_SESSIONS_NOTICE)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(localStorage.getItem(StorageKey.rememberMe)).toBeNull();
    expect(callsTo(LIST)).toHaveLength(0);
  });

  it('shows the account card with masked username and e-mail, status, date joined and devices', async () => {
    mockFetch({ [LIST]: noLicences });
    renderApp('/profile', {
      user: makeUser({
        username: 'miss_lee',
        display_name: 'Miss Lee',
        email: 'teacher@school.com',
        has_valid_email: true,
        date_joined: '2024-01-02T03:04:05.000Z',
        max_sessions_allowed: 1,
      }),
    });

    expect(await row('Display Name')).toHaveTextContent('Miss Lee');
    expect(await row('Username')).toHaveTextContent('m******e');
    expect(await row('Email')).toHaveTextContent('te***@sc***.com');
    expect(screen.queryByText(/teacher@school\.com/)).not.toBeInTheDocument();
    expect(screen.queryByText('miss_lee')).not.toBeInTheDocument();
    expect(await row('Email Status')).toHaveTextContent(/^Valid$/);
    expect(await row('Date Joined')).toHaveTextContent(/^2024-01-02$/);
    expect(await row('Maximum Devices')).toHaveTextContent(/^1$/);
    expect(await row('Admin')).toBeNull();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByText(/will arrive here soon/)).not.toBeInTheDocument();
  });

  it('links the password and e-mail edits to their pages', async () => {
    mockFetch({ [LIST]: noLicences });
    renderApp('/profile', { user: makeUser() });

    expect(await screen.findByRole('link', { name: 'Edit password' })).toHaveAttribute('href', '/reset-password');
    expect(screen.getByRole('link', { name: 'Edit email' })).toHaveAttribute('href', '/change-email');
  });

  it('corrects an unvalidated e-mail in place: checks it, saves it, says where the new link went', async () => {
    const { callsTo } = mockFetch({
      [LIST]: noLicences,
      [PATCH]: () => jsonResponse(200, makeUser({ email: 'lee@school.example', has_valid_email: false })),
    });
    renderApp('/profile', { user: makeUser({ email: 'lee@shcool.example', has_valid_email: false }) });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit email' }));
    expect(screen.queryByRole('link', { name: 'Edit email' })).not.toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveValue('lee@shcool.example');
    const save = () => user.click(screen.getByRole('button', { name: 'Save' }));

    await user.clear(input);
    await save();
    expect(input).toHaveAccessibleDescription('Please type in an email.');
    await user.type(input, 'lee.school.example');
    await save();
    expect(input).toHaveAccessibleDescription('Please enter a valid email.');
    expect(callsTo(PATCH)).toHaveLength(0);

    await user.clear(input);
    await user.type(input, ' lee@school.example ');
    await save();

    expect(await screen.findByText('We sent a new activation email to lee@school.example.')).toBeInTheDocument();
    expect(callsTo(PATCH)[0]?.body).toEqual({ email: 'lee@school.example' });
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    expect(await row('Email')).toHaveTextContent('le***@sc***.example');
  });

  it("shows the server's e-mail errors under the field", async () => {
    mockFetch({
      [LIST]: noLicences,
      [PATCH]: () => jsonResponse(400, { email: ['A user with that email already exists.'] }),
    });
    renderApp('/profile', { user: makeUser({ has_valid_email: false }) });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit email' }));
    const input = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(input);
    await user.type(input, 'kim@school.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(input).toHaveAccessibleDescription('A user with that email already exists.'));
    expect(screen.queryByText(/We sent a new activation email/)).not.toBeInTheDocument();
  });

  it('shows the admin row to superusers only, and an unvalidated e-mail as Not Validated', async () => {
    mockFetch({ [LIST]: noLicences });
    renderApp('/profile', { user: makeUser({ is_superuser: true, has_valid_email: false }) });

    expect(await row('Admin')).toHaveTextContent('Yes');
    expect(await row('Email Status')).toHaveTextContent('Not Validated');
  });

  it('edits the display name: required, must change, then saved', async () => {
    const { callsTo } = mockFetch({
      [LIST]: noLicences,
      [PATCH]: () => jsonResponse(200, makeUser({ display_name: 'Mrs Lee' })),
    });
    renderApp('/profile', { user: makeUser({ display_name: 'Miss Lee' }) });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit display name' }));
    const input = screen.getByRole('textbox', { name: 'Display Name' });
    expect(input).toHaveValue('Miss Lee');
    const save = () => user.click(screen.getByRole('button', { name: 'Save' }));

    await save();
    expect(input).toHaveAccessibleDescription("You haven't made any changes.");
    await user.clear(input);
    await user.type(input, '   ');
    await save();
    expect(input).toHaveAccessibleDescription('You must fill out this field.');
    expect(callsTo(PATCH)).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'Mrs Lee');
    await save();

    expect(await screen.findByText('Your display name was saved.')).toBeInTheDocument();
    expect(callsTo(PATCH)[0]?.body).toEqual({ display_name: 'Mrs Lee' });
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Mrs Lee!' })).toBeInTheDocument();
    expect(await row('Display Name')).toHaveTextContent('Mrs Lee');
  });

  it("shows the server's display-name errors under the field", async () => {
    mockFetch({
      [LIST]: noLicences,
      [PATCH]: () => jsonResponse(400, { display_name: ['Ensure this field has no more than 50 characters.'] }),
    });
    renderApp('/profile', { user: makeUser() });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit display name' }));
    const input = screen.getByRole('textbox', { name: 'Display Name' });
    await user.type(input, ' the second');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(input).toHaveAccessibleDescription('Ensure this field has no more than 50 characters.'));
  });

  it('clears an edited value’s error as soon as she changes it', async () => {
    mockFetch({
      [LIST]: noLicences,
      [PATCH]: () => jsonResponse(400, { display_name: ['Ensure this field has no more than 50 characters.'] }),
    });
    renderApp('/profile', { user: makeUser({ display_name: 'Miss Lee' }) });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit display name' }));
    const input = screen.getByRole('textbox', { name: 'Display Name' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(input).toHaveAccessibleDescription("You haven't made any changes.");
    await user.type(input, '!');
    expect(input).toHaveAccessibleDescription('');
    expect(input).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription('Ensure this field has no more than 50 characters.'));
    await user.type(input, '{Backspace}');
    expect(input).toHaveAccessibleDescription('');
  });

  it('offers the word-list toggle with more than one device, and saves it', async () => {
    const { callsTo } = mockFetch({
      [LIST]: noLicences,
      [PATCH]: () =>
        jsonResponse(200, makeUser({ max_sessions_allowed: 3, always_save_wordlist_across_devices: true })),
    });
    renderApp('/profile', { user: makeUser({ max_sessions_allowed: 3, always_save_wordlist_across_devices: false }) });

    expect(await row('Maximum Devices')).toHaveTextContent(/^3$/);
    const toggle = screen.getByRole('switch', { name: /selected word list on all my devices/ });
    expect(toggle).not.toBeChecked();

    await userEvent.setup().click(toggle);

    await waitFor(() => expect(callsTo(PATCH)).toHaveLength(1));
    expect(callsTo(PATCH)[0]?.body).toEqual({ always_save_wordlist_across_devices: true });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
  });

  it('puts the toggle back when saving it fails', async () => {
    mockFetch({
      [LIST]: noLicences,
      [PATCH]: () => jsonResponse(400, { always_save_wordlist_across_devices: ['Not a valid boolean.'] }),
    });
    renderApp('/profile', { user: makeUser({ max_sessions_allowed: 3 }) });
    const toggle = await screen.findByRole('switch');

    await userEvent.setup().click(toggle);

    expect(await screen.findByText('Not a valid boolean.')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });

  it('reads in Chinese: greeting, rows, licence cards and the joined day', async () => {
    await i18n.changeLanguage('zh-CN');
    mockFetch({ [LIST]: () => jsonResponse(200, page([expired, active, paused])) });
    renderApp('/profile', {
      user: makeUser({
        display_name: '',
        username: 'teacher_tom',
        language: 'zh-CN',
        has_valid_email: false,
        date_joined: '2024-05-01T08:00:00Z',
      }),
    });

    expect(await screen.findByRole('heading', { level: 1, name: '你好，teacher_tom！' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('个人资料 | PlayWords'));
    const card = within(await screen.findByRole('region', { name: '账号' }));
    expect(card.getByText('未设置')).toBeInTheDocument();
    expect(card.getByText('未验证')).toBeInTheDocument();
    expect(card.getByRole('link', { name: '重新发送邮件' })).toBeInTheDocument();
    expect(card.getByText('2024年5月1日')).toBeInTheDocument();
    expect(card.getByText('注册日期', { selector: 'dt' })).toBeInTheDocument();

    const section = within(screen.getByRole('region', { name: '你的许可证' }));
    await waitFor(() => expect(section.getAllByRole('link')).toHaveLength(3));
    const [first, second, third] = section.getAllByRole('link');
    expect(within(first!).getByRole('heading', { name: '专业版套餐' })).toBeInTheDocument();
    expect(first).toHaveTextContent('正在使用');
    expect(first).toHaveTextContent('剩余 12 天');
    expect(second).toHaveTextContent('高级版试用');
    expect(second).toHaveTextContent('已过期');
    expect(third).toHaveTextContent('VIP套餐');
    expect(third).toHaveTextContent('已暂停：当前套餐结束后会自动恢复。');
    expect(third).toHaveTextContent('剩余 1 天');

    const user = userEvent.setup();
    await user.click(card.getByRole('button', { name: '编辑显示名称' }));
    await user.click(card.getByRole('button', { name: '保存' }));
    expect(await card.findByText('此项必须填写。')).toBeInTheDocument();
  });

  it('shows her language with the others and changes it on her account, in place', async () => {
    const { callsTo } = mockFetch({
      [LIST]: noLicences,
      [PATCH]: () => jsonResponse(200, makeUser({ language: 'zh-CN' })),
    });
    renderApp('/profile', { user: makeUser() });

    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', '中文']);
    expect(screen.getByText('Your e-mails from PlayWords are written in this language too.')).toBeInTheDocument();

    await userEvent.setup().selectOptions(select, 'zh-CN');

    expect(await screen.findByRole('heading', { level: 1, name: '你好，Miss Lee！' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: '语言' })).toHaveValue('zh-CN'));
    expect(screen.getByText('PlayWords 发给你的邮件也会使用这种语言。')).toBeInTheDocument();
    expect(callsTo(PATCH)).toHaveLength(1);
    expect(callsTo(PATCH)[0]?.body).toEqual({ language: 'zh-CN' });
  });
});
