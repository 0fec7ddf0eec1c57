import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContentMessage,
  ImageMessage,
  type AdminContactMessageDto,
  type AdminNewsPostDto,
} from '@playwords/common';
import { jsonResponse, mockFetch, type MockHandler } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { LAZY, renderApp } from '../../../test/render-app';

const OPERATOR = makeUser({ id: 1, username: 'boss', is_superuser: true });
const NEWS_LIST = 'GET /api/admin/news/?limit=50&offset=0';
const CREATE = 'POST /api/admin/news/';
const messagesList = (status: string) => `GET /api/admin/messages/?status=${status}&limit=50&offset=0`;

function makePost(overrides: Partial<AdminNewsPostDto> = {}): AdminNewsPostDto {
  return {
    id: 5,
    name: 'Spring games',
    text: 'Hello!',
    image: null,
    created_on: '2026-03-04T10:20:30.000Z',
    updated_at: null,
    likes: 3,
    dislikes: 1,
    ...overrides,
  };
}

function makeMessage(overrides: Partial<AdminContactMessageDto> = {}): AdminContactMessageDto {
  return {
    id: 9,
    contact_way: 'ann@school.example',
    can_email: true,
    subject: 'Tiny letters',
    body: 'The letters are tiny on our TV.',
    sender: null,
    created_at: '2026-03-04T10:20:30.000Z',
    answered_at: null,
    answer: null,
    answered_by: null,
    ...overrides,
  };
}

const page = <T,>(results: T[]) => jsonResponse(200, { count: results.length, results });

/** The posts the list answers, changed by the test as the server would be. */
function newsServer(initial: AdminNewsPostDto[], handlers: Record<string, MockHandler> = {}) {
  const state = { posts: initial };
  const fetch = mockFetch({ [NEWS_LIST]: () => page(state.posts), ...handlers });
  return { state, ...fetch };
}

const formOf = (body: unknown) => body as FormData;

describe('content section: news', () => {
  it('writes a new post: New post, Title and Text with a preview, Publish; the list shows it', async () => {
    const created = makePost({ id: 6, name: 'Twister is here', text: 'Print the mat.\n\nHave fun.' });
    const server = newsServer([makePost()], {
      [CREATE]: () => {
        server.state.posts = [created, ...server.state.posts];
        return jsonResponse(201, created);
      },
    });
    renderApp('/admin/content', { user: OPERATOR });
    const user = userEvent.setup();

    expect(await screen.findByRole('tab', { name: 'News', selected: true }, LAZY)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'News posts' });
    expect(within(table).getByText('Spring games')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New post' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Twister is here');
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'Print the mat.{Enter}{Enter}Have fun.');

    const preview = within(screen.getByRole('region', { name: 'Preview' }));
    expect(preview.getByRole('heading', { name: 'Twister is here' })).toBeInTheDocument();
    expect(preview.getByText('Print the mat.').closest('p')).not.toBe(preview.getByText('Have fun.').closest('p'));

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(server.callsTo(CREATE)).toHaveLength(1));
    const sent = formOf(server.callsTo(CREATE)[0]!.body);
    expect(sent.get('name')).toBe('Twister is here');
    expect(sent.get('text')).toBe('Print the mat.\n\nHave fun.');
    expect(sent.get('image')).toBeNull();

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Published.'));
    expect(await within(table).findByText('Twister is here')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
  });

  it('sends the chosen picture as a file and shows the server’s refusal under Picture', async () => {
    const server = newsServer([], {
      [CREATE]: () => jsonResponse(400, { image: [ImageMessage.notAnImage] }),
    });
    renderApp('/admin/content', { user: OPERATOR });
    const user = userEvent.setup();

    expect(await screen.findByText('No news posts yet.', undefined, LAZY)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New post' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Pictures');
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'Look.');
    const file = new File(['not really a png'], 'photo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Picture'), file);
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText(ImageMessage.notAnImage)).toBeInTheDocument();
    expect(formOf(server.callsTo(CREATE)[0]!.body).get('image')).toBeInstanceOf(File);
    // The form stays open with what she typed.
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Pictures');
  });

  it('edits a post: prefilled, Remove picture, Save changes sends a PATCH', async () => {
    const post = makePost({ image: '/media/0123456789abcdef0123456789abcdef.png', text: 'Old text.' });
    const edited = { ...post, text: 'New text.', image: null, updated_at: '2026-03-05T09:00:00.000Z' };
    const server = newsServer([post], {
      'PATCH /api/admin/news/5/': () => {
        server.state.posts = [edited];
        return jsonResponse(200, edited);
      },
    });
    renderApp('/admin/content', { user: OPERATOR });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: "Edit 'Spring games'" }, LAZY));
    expect(screen.getByRole('heading', { name: 'Edit post' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Spring games');
    const text = screen.getByRole('textbox', { name: 'Text' });
    expect(text).toHaveValue('Old text.');
    await user.clear(text);
    await user.type(text, 'New text.');
    await user.click(screen.getByRole('checkbox', { name: 'Remove picture' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(server.callsTo('PATCH /api/admin/news/5/')).toHaveLength(1));
    const sent = formOf(server.callsTo('PATCH /api/admin/news/5/')[0]!.body);
    expect(sent.get('text')).toBe('New text.');
    expect(sent.get('remove_image')).toBe('true');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved.'));
  });

  it('deletes a post after asking why', async () => {
    const server = newsServer([makePost()], {
      'DELETE /api/admin/news/5/': () => {
        server.state.posts = [];
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/admin/content', { user: OPERATOR });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: "Delete 'Spring games'" }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: "Delete the post 'Spring games'?" });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Out of date');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(server.callsTo('DELETE /api/admin/news/5/')).toHaveLength(1));
    expect(server.callsTo('DELETE /api/admin/news/5/')[0]!.body).toEqual({ reason: 'Out of date' });
    expect(await screen.findByText('No news posts yet.')).toBeInTheDocument();
  });
});

describe('content section: messages', () => {
  it('lists open messages, opens one and sends the answer', async () => {
    const state = { open: [makeMessage()] };
    const answered = makeMessage({
      answer: 'Try the zoom.',
      answered_at: '2026-03-05T09:00:00.000Z',
      answered_by: { id: 1, username: 'boss' },
    });
    const fetch = mockFetch({
      [messagesList('open')]: () => page(state.open),
      [messagesList('answered')]: () => page([answered]),
      'POST /api/admin/messages/9/answer/': () => {
        state.open = [];
        return jsonResponse(200, answered);
      },
    });
    renderApp('/admin/content/messages', { user: OPERATOR });
    const user = userEvent.setup();

    expect(await screen.findByRole('tab', { name: 'Messages', selected: true }, LAZY)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /Tiny letters/ }));
    await waitFor(() => expect(screen.getByText('The letters are tiny on our TV.')).toBeVisible());
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Try the zoom.');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));

    await waitFor(() => expect(fetch.callsTo('POST /api/admin/messages/9/answer/')).toHaveLength(1));
    expect(fetch.callsTo('POST /api/admin/messages/9/answer/')[0]!.body).toEqual({ answer: 'Try the zoom.' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Answer sent.'));
    expect(await screen.findByText('No messages here.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Answered' }));
    await user.click(await screen.findByRole('button', { name: /Tiny letters/ }));
    await waitFor(() => expect(screen.getByText('Try the zoom.')).toBeVisible());
    expect(screen.getByText(/by boss/)).toBeInTheDocument();
  });

  it('shows the server’s refusal of an answer', async () => {
    mockFetch({
      [messagesList('open')]: () => page([makeMessage()]),
      'POST /api/admin/messages/9/answer/': () => jsonResponse(409, { detail: AdminContentMessage.alreadyAnswered }),
    });
    renderApp('/admin/content/messages', { user: OPERATOR });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /Tiny letters/ }, LAZY));
    await user.click(await screen.findByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText(AdminContentMessage.answerRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText(AdminContentMessage.alreadyAnswered)).toBeInTheDocument();
  });

  it('marks a message whose contact way is not an address answered, after asking how', async () => {
    const wechat = makeMessage({ contact_way: 'WeChat: ann_lee_88', can_email: false });
    const fetch = mockFetch({
      [messagesList('open')]: () => page([wechat]),
      'POST /api/admin/messages/9/mark-answered/': () =>
        jsonResponse(200, { ...wechat, answered_at: '2026-03-05T09:00:00.000Z' }),
    });
    renderApp('/admin/content/messages', { user: OPERATOR });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /Tiny letters/ }, LAZY));
    await waitFor(() => expect(screen.getByText(/not an email address/)).toBeVisible());
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark answered' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Answered on WeChat');
    await user.click(within(dialog).getByRole('button', { name: 'Mark answered' }));

    await waitFor(() => expect(fetch.callsTo('POST /api/admin/messages/9/mark-answered/')).toHaveLength(1));
    expect(fetch.callsTo('POST /api/admin/messages/9/mark-answered/')[0]!.body).toEqual({
      reason: 'Answered on WeChat',
    });
  });
});
