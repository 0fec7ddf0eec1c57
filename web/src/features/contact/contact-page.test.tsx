import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CSRF_HEADER, FALLBACK_ERROR_TEXT } from '@playwords/common';
import { deferredResponse, jsonResponse, mockFetch, networkFailure, TEST_CSRF_TOKEN } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { i18n } from '../../lib/i18n';

const SEND = 'POST /api/message/';
const HEADING = "We'd Love To Hear From You!";
const EMAIL_EMPTY = 'Please give us a way to contact you.';
const SUBJECT_EMPTY = 'Please give us the topic so we can direct it to the right place.';
const BODY_EMPTY = 'Please write something in the message area.';
const NO_RESPONSE = 'Unable to contact the servers. Check your internet connection or try again later.';

type User = ReturnType<typeof userEvent.setup>;

const wayField = () => screen.getByRole('textbox', { name: /How can we reach you\?/ });
const subjectField = () => screen.getByRole('textbox', { name: /^Subject/ });
const bodyField = () => screen.getByRole('textbox', { name: /^Message/ });
const sendButton = () => screen.getByRole('button', { name: 'Send' });

async function openPage(options: Parameters<typeof renderApp>[1] = {}) {
  renderApp('/contact-us', options);
  await screen.findByRole('heading', { level: 1, name: HEADING });
  return userEvent.setup();
}

async function fill(user: User, values: { email?: string; subject?: string; body?: string }) {
  const entries: Array<[HTMLElement, string | undefined]> = [
    [wayField(), values.email],
    [subjectField(), values.subject],
    [bodyField(), values.body],
  ];
  for (const [element, value] of entries) {
    if (!value) continue;
    await user.click(element);
    await user.paste(value);
  }
}

const MESSAGE = { email: 'wechat: ann_lee_88', subject: 'Bigger letters', body: 'Hello!\nCan the letters be bigger?' };

describe('contact page', () => {
  it('has its title, names the support address and caps each field as the server does', async () => {
    mockFetch({});
    await openPage();

    await waitFor(() => expect(document.title).toBe('Contact Us | PlayWords'));
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'support@playwords.app' })).toHaveAttribute(
      'href',
      'mailto:support@playwords.app',
    );
    expect(wayField()).toHaveAttribute('maxlength', '254');
    expect(subjectField()).toHaveAttribute('maxlength', '200');
    expect(bodyField()).toHaveAttribute('maxlength', '5000');
    expect(bodyField().tagName).toBe('TEXTAREA');
    expect(wayField()).toHaveValue('');
  });

  it('says what each empty field needs, and makes no call', async () => {
    const { callsTo } = mockFetch({});
    const user = await openPage();

    await user.click(sendButton());

    expect(wayField()).toHaveAccessibleDescription(expect.stringContaining(EMAIL_EMPTY));
    expect(subjectField()).toHaveAccessibleDescription(SUBJECT_EMPTY);
    expect(bodyField()).toHaveAccessibleDescription(BODY_EMPTY);
    for (const field of [wayField(), subjectField(), bodyField()]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(callsTo(SEND)).toHaveLength(0);
    expect(sendButton()).toBeEnabled();
  });

  it.each([
    ['the contact way', { subject: 'Hi', body: 'Hello' }, EMAIL_EMPTY],
    ['the subject', { email: 'ann@school.example', body: 'Hello' }, SUBJECT_EMPTY],
    ['the message', { email: 'ann@school.example', subject: 'Hi', body: '   \n  ' }, BODY_EMPTY],
  ])('without %s: only its text, and no call', async (_name, values, text) => {
    const { callsTo } = mockFetch({});
    const user = await openPage();
    await fill(user, values);

    await user.click(sendButton());

    expect(screen.getByText(text)).toBeInTheDocument();
    for (const other of [EMAIL_EMPTY, SUBJECT_EMPTY, BODY_EMPTY].filter((t) => t !== text)) {
      expect(screen.queryByText(other)).not.toBeInTheDocument();
    }
    expect(callsTo(SEND)).toHaveLength(0);
  });

  it('takes any contact way (no format check) and clears a field’s text once she types in it', async () => {
    const send = deferredResponse();
    const { callsTo } = mockFetch({ [SEND]: send.handler });
    const user = await openPage();
    await fill(user, { subject: 'Hi', body: 'Hello' });
    await user.click(sendButton());
    expect(screen.getByText(EMAIL_EMPTY)).toBeInTheDocument();

    await user.type(wayField(), 'ann_lee_88');
    expect(screen.queryByText(EMAIL_EMPTY)).not.toBeInTheDocument();
    await user.click(sendButton());
    await waitFor(() => expect(callsTo(SEND)).toHaveLength(1));
  });

  it('sends the three fields with the CSRF token, disabled while sending, then shows Message Sent! without Send', async () => {
    const send = deferredResponse();
    const { callsTo } = mockFetch({ [SEND]: send.handler });
    const user = await openPage();
    await fill(user, MESSAGE);

    await user.click(sendButton());

    await waitFor(() => expect(callsTo(SEND)).toHaveLength(1));
    expect(callsTo(SEND)[0]!.body).toEqual(MESSAGE);
    expect(callsTo(SEND)[0]!.headers.get(CSRF_HEADER)).toBe(TEST_CSRF_TOKEN);
    expect(sendButton()).toBeDisabled();

    send.respond(jsonResponse(201, { detail: 'Message Sent!' }));

    const status = await screen.findByRole('status');
    expect(within(status).getByText('Message Sent!')).toBeInTheDocument();
    expect(within(status).getByText('We will try to respond to you as soon as we can. Thank you!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // What she sent stays in view.
    expect(bodyField()).toHaveValue(MESSAGE.body);
  });

  it('starts with a signed-in teacher’s e-mail, which she may change', async () => {
    const { callsTo } = mockFetch({ [SEND]: () => jsonResponse(201, { detail: 'Message Sent!' }) });
    const user = await openPage({ user: makeUser({ email: 'lee@school.example' }) });
    expect(wayField()).toHaveValue('lee@school.example');

    await user.clear(wayField());
    await user.type(wayField(), 'lee.home@example.com');
    await fill(user, { subject: 'Hi', body: 'Hello' });
    await user.click(sendButton());

    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(callsTo(SEND)[0]!.body).toEqual({ email: 'lee.home@example.com', subject: 'Hi', body: 'Hello' });
  });

  it('lists the errors that belong to no field, ignores those of the three fields, and gives Send back', async () => {
    const send = deferredResponse();
    mockFetch({ [SEND]: send.handler });
    const user = await openPage();
    await fill(user, MESSAGE);
    await user.click(sendButton());
    await waitFor(() => expect(sendButton()).toBeDisabled());

    send.respond(
      jsonResponse(400, {
        email: ['Enter a valid email address.'],
        subject: 'Too long.',
        body: ['Null characters are not allowed.'],
        non_field_errors: ['Messages are paused.'],
        detail: 'Try again tomorrow.',
        other: [''],
      }),
    );

    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Messages are paused.', 'Try again tomorrow.', FALLBACK_ERROR_TEXT]);
    for (const ignored of ['Enter a valid email address.', 'Too long.', 'Null characters are not allowed.']) {
      expect(screen.queryByText(ignored)).not.toBeInTheDocument();
    }
    expect(wayField()).not.toHaveAttribute('aria-invalid');
    expect(sendButton()).toBeEnabled();
    expect(screen.queryByText('Message Sent!')).not.toBeInTheDocument();
  });

  it('shows the wait of a 429, and sends again once she presses Send', async () => {
    let calls = 0;
    const { callsTo } = mockFetch({
      [SEND]: () =>
        ++calls === 1
          ? jsonResponse(
              429,
              { detail: 'Request was throttled. Expected available in 3000 seconds.' },
              { 'Retry-After': '3000' },
            )
          : jsonResponse(201, { detail: 'Message Sent!' }),
    });
    const user = await openPage();
    await fill(user, MESSAGE);

    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Request was throttled. Expected available in 3000 seconds.',
    );
    await user.click(sendButton());

    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo(SEND)).toHaveLength(2);
  });

  it.each([
    ['a body with only field errors', () => jsonResponse(400, { email: ['Enter a valid email address.'] })],
    ['an empty message', () => jsonResponse(400, { detail: '  ' })],
    ['no usable body', () => new Response('Bad Gateway', { status: 502 })],
  ])('says something went wrong for %s', async (_name, handler) => {
    mockFetch({ [SEND]: handler });
    const user = await openPage();
    await fill(user, MESSAGE);

    await user.click(sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(FALLBACK_ERROR_TEXT);
    expect(sendButton()).toBeEnabled();
  });

  it('says it cannot reach the servers when there is no response', async () => {
    mockFetch({ [SEND]: networkFailure });
    const user = await openPage();
    await fill(user, MESSAGE);

    await user.click(sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(NO_RESPONSE);
    expect(sendButton()).toBeEnabled();
  });

  it('reads in Chinese: heading, the support address as a link, labels and the empty-field messages', async () => {
    await i18n.changeLanguage('zh-CN');
    mockFetch({});
    renderApp('/contact-us');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: '期待听到你的声音！' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('联系我们 | PlayWords'));
    const link = within(screen.getByRole('main')).getByRole('link', { name: 'support@playwords.app' });
    expect(link.parentElement).toHaveTextContent(/发邮件到 support@playwords\.app。$/);
    await user.click(screen.getByRole('button', { name: '发送' }));
    expect(screen.getByRole('textbox', { name: /我们怎么联系你？/ })).toHaveAccessibleDescription(
      /请留下一种联系方式。/,
    );
    expect(screen.getByRole('textbox', { name: /^主题/ })).toHaveAccessibleDescription(
      '请填写主题，方便我们转给合适的同事。',
    );
    expect(screen.getByRole('textbox', { name: /^留言/ })).toHaveAccessibleDescription('请在留言框里写点内容。');
  });
});
