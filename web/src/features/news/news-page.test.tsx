import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StorageKey, type NewsPostDto, type NewsVoteResponse } from '@playwords/common';
import { deferredResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { LAZY, renderApp } from '../../test/render-app';
import { i18n } from '../../lib/i18n';

const FIRST_PAGE = 'GET /api/news/?limit=50&offset=0';
const VOTE = 'POST /api/news/vote/';
const DELETE_VOTE = 'POST /api/news/delete-vote/';

function makePost(overrides: Partial<NewsPostDto> = {}): NewsPostDto {
  return {
    id: 1,
    name: 'Welcome to PlayWords',
    text: 'Hello teachers!',
    image: null,
    created_on: '2026-03-04T10:20:30.000Z',
    likes: 0,
    dislikes: 0,
    ...overrides,
  };
}

function page(results: NewsPostDto[], count = results.length) {
  return () => jsonResponse(200, { count, next: null, previous: null, results });
}

function answer(post: NewsPostDto, vote: boolean | null) {
  return () => jsonResponse(200, { post, vote } satisfies NewsVoteResponse);
}

const post = async (name: string) => within(await screen.findByRole('article', { name }, LAZY));

describe('news page', () => {
  it('shows the posts newest first with picture, name, day, text and the counts', async () => {
    mockFetch({
      [FIRST_PAGE]: page([
        makePost({
          id: 2,
          name: 'Twister is here',
          text: 'Print the mat.\nTape it down.\n\nMore at https://example.com/twister.',
          image: '/media/0123456789abcdef0123456789abcdef.png',
          created_on: '2026-05-06T23:59:00.000Z',
          likes: 3,
          dislikes: 1,
        }),
        makePost(),
      ]),
    });
    renderApp('/news');

    expect(await screen.findByRole('heading', { level: 1, name: 'News' }, LAZY)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('News | PlayWords'));
    const articles = await screen.findAllByRole('article');
    expect(articles.map((a) => within(a).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Twister is here',
      'Welcome to PlayWords',
    ]);
    const twister = within(articles[0]!);
    expect(twister.getByText('2026-05-06')).toBeInTheDocument();
    expect(articles[0]!.querySelector('img')).toHaveAttribute('src', '/media/0123456789abcdef0123456789abcdef.png');
    expect(articles[1]!.querySelector('img')).toBeNull();
    // Two paragraphs; the first keeps its line break.
    const first = twister.getByText('Print the mat.').closest('p')!;
    const second = twister.getByText(/^More at/).closest('p')!;
    expect(first).not.toBe(second);
    expect(first.querySelector('br')).not.toBeNull();
    expect(first).toHaveTextContent(/^Print the mat\.Tape it down\.$/);
    expect(second).toHaveTextContent(/^More at https:\/\/example\.com\/twister\.$/);
    const link = twister.getByRole('link', { name: 'https://example.com/twister' });
    expect(link).toHaveAttribute('href', 'https://example.com/twister');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(twister.getByRole('button', { name: 'Like (3)' })).toHaveAttribute('aria-pressed', 'false');
    expect(twister.getByRole('button', { name: 'Dislike (1)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows text as text: markup is never rendered and only http(s) addresses are links', async () => {
    mockFetch({
      [FIRST_PAGE]: page([
        makePost({ text: '<b>Bold?</b> <img src=x onerror=alert(1)> javascript:alert(1) mailto:a@b.example' }),
      ]),
    });
    renderApp('/news');

    const card = await post('Welcome to PlayWords');
    expect(
      card.getByText('<b>Bold?</b> <img src=x onerror=alert(1)> javascript:alert(1) mailto:a@b.example'),
    ).toBeInTheDocument();
    expect(card.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('article').querySelector('b')).toBeNull();
    expect(screen.getByRole('article').querySelector('img')).toBeNull();
  });

  it('says so when there is no news yet', async () => {
    mockFetch({ [FIRST_PAGE]: page([]) });
    renderApp('/news');

    expect(await screen.findByText('No news yet. Come back soon!', {}, LAZY)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says when the news could not be loaded, and Try again loads it', async () => {
    let calls = 0;
    mockFetch({
      [FIRST_PAGE]: () => (++calls === 1 ? jsonResponse(400, { detail: 'Something broke.' }) : page([makePost()])()),
    });
    renderApp('/news');

    expect(await screen.findByText('The news could not be loaded.', {}, LAZY)).toBeInTheDocument();
    expect(screen.getByText('Something broke.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await post('Welcome to PlayWords')).toBeTruthy();
    expect(screen.queryByText('The news could not be loaded.')).not.toBeInTheDocument();
  });

  it('loads the next 50 with LOAD MORE while fewer are shown than the count', async () => {
    const first = Array.from({ length: 50 }, (_, i) => makePost({ id: 100 - i, name: `Post ${100 - i}` }));
    const { callsTo } = mockFetch({
      [FIRST_PAGE]: page(first, 51),
      'GET /api/news/?limit=50&offset=50': page([makePost({ id: 3, name: 'The oldest one' })], 51),
    });
    renderApp('/news');

    await post('Post 100');
    expect(screen.getAllByRole('article')).toHaveLength(50);
    await userEvent.setup().click(screen.getByRole('button', { name: 'LOAD MORE' }));
    expect(await post('The oldest one')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(51);
    expect(callsTo('GET /api/news/?limit=50&offset=50')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'LOAD MORE' })).not.toBeInTheDocument();
  });

  it('sends a visitor who votes to /login, voting nothing', async () => {
    const { callsTo } = mockFetch({ [FIRST_PAGE]: page([makePost({ likes: 2 })]) });
    renderApp('/news');

    const card = await post('Welcome to PlayWords');
    await userEvent.setup().click(card.getByRole('button', { name: 'Like (2)' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(callsTo(VOTE)).toHaveLength(0);
  });

  it('shows her like at once, then the counts the server answers', async () => {
    const vote = deferredResponse();
    const { callsTo } = mockFetch({ [FIRST_PAGE]: page([makePost({ likes: 3, dislikes: 1 })]), [VOTE]: vote.handler });
    renderApp('/news', { user: makeUser() });

    const card = await post('Welcome to PlayWords');
    await userEvent.setup().click(card.getByRole('button', { name: 'Like (3)' }));
    expect(await card.findByRole('button', { name: 'Like (4)' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(callsTo(VOTE)).toHaveLength(1));
    expect(callsTo(VOTE)[0]!.body).toEqual({ id: 1, vote: true });

    // Someone else liked it meanwhile: the server's counts win.
    vote.respond(jsonResponse(200, { post: makePost({ likes: 5, dislikes: 1 }), vote: true }));
    expect(await card.findByRole('button', { name: 'Like (5)' })).toHaveAttribute('aria-pressed', 'true');
    expect(card.getByRole('button', { name: 'Dislike (1)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('takes her like back with a second click (delete-vote), and switches it with Dislike', async () => {
    const { callsTo } = mockFetch({
      [FIRST_PAGE]: page([makePost({ id: 7, likes: 1 }), makePost({ id: 8, name: 'Second', likes: 1 })]),
      [DELETE_VOTE]: answer(makePost({ id: 7, likes: 0 }), null),
      [VOTE]: answer(makePost({ id: 8, name: 'Second', likes: 0, dislikes: 1 }), false),
    });
    renderApp('/news', { user: makeUser({ voted_posts: { '7': { vote: true }, '8': { vote: true } } }) });
    const user = userEvent.setup();

    const first = await post('Welcome to PlayWords');
    await user.click(first.getByRole('button', { name: 'Like (1)' }));
    expect(await first.findByRole('button', { name: 'Like (0)' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(callsTo(DELETE_VOTE)).toHaveLength(1));
    expect(callsTo(DELETE_VOTE)[0]!.body).toEqual({ id: 7 });

    const second = await post('Second');
    await user.click(second.getByRole('button', { name: 'Dislike (0)' }));
    expect(await second.findByRole('button', { name: 'Dislike (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(second.getByRole('button', { name: 'Like (0)' })).toHaveAttribute('aria-pressed', 'false');
    expect(callsTo(VOTE).map((call) => call.body)).toEqual([{ id: 8, vote: false }]);
  });

  it('puts the post back as it was and says why when the vote fails', async () => {
    mockFetch({
      [FIRST_PAGE]: page([makePost({ likes: 2, dislikes: 4 })]),
      [VOTE]: () => jsonResponse(429, { detail: 'Request was throttled. Expected available in 30 seconds.' }),
    });
    renderApp('/news', { user: makeUser({ voted_posts: { '1': { vote: true } } }) });

    const card = await post('Welcome to PlayWords');
    expect(card.getByRole('button', { name: 'Like (2)' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.setup().click(card.getByRole('button', { name: 'Dislike (4)' }));

    expect(await card.findByText('Your vote could not be saved. Please try again.')).toBeInTheDocument();
    expect(card.getByText('Request was throttled. Expected available in 30 seconds.')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Like (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(card.getByRole('button', { name: 'Dislike (4)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('sends her to /login, told why, when her session ended before the vote', async () => {
    mockFetch({
      [FIRST_PAGE]: page([makePost({ likes: 2 })]),
      [VOTE]: () => jsonResponse(403, { detail: 'Authentication credentials were not provided.' }),
      'POST /api/users/logout/': () => new Response(null, { status: 204 }),
    });
    renderApp('/news', { user: makeUser() });

    const card = await post('Welcome to PlayWords');
    await userEvent.setup().click(card.getByRole('button', { name: 'Like (2)' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(await screen.findByRole('heading', { name: /log in/i }, LAZY)).toBeInTheDocument();
  });

  it('sends one vote at a time per post: a second click while the first is on its way does nothing', async () => {
    const vote = deferredResponse();
    const { callsTo } = mockFetch({ [FIRST_PAGE]: page([makePost()]), [VOTE]: vote.handler });
    renderApp('/news', { user: makeUser() });
    const user = userEvent.setup();

    const card = await post('Welcome to PlayWords');
    await user.click(card.getByRole('button', { name: 'Like (0)' }));
    await user.click(await card.findByRole('button', { name: 'Like (1)' }));
    await waitFor(() => expect(callsTo(VOTE)).toHaveLength(1));
    expect(card.getByRole('button', { name: 'Like (1)' })).toHaveAttribute('aria-pressed', 'true');
    vote.respond(jsonResponse(200, { post: makePost({ likes: 1 }), vote: true }));
    await waitFor(() => expect(callsTo(DELETE_VOTE)).toHaveLength(0));
    expect(await card.findByRole('button', { name: 'Like (1)' })).toBeEnabled();
  });

  it("restores a returning teacher's session so her votes show", async () => {
    localStorage.setItem(StorageKey.rememberMe, 'true');
    const { callsTo } = mockFetch({
      [FIRST_PAGE]: page([makePost({ dislikes: 1 })]),
      'GET /api/users/me/': () => jsonResponse(200, makeUser({ voted_posts: { '1': { vote: false } } })),
    });
    renderApp('/news');

    const card = await post('Welcome to PlayWords');
    await waitFor(() =>
      expect(card.getByRole('button', { name: 'Dislike (1)' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(callsTo('GET /api/users/me/')).toHaveLength(1);
  });

  it('reads in Chinese: title, the day, the buttons; the post itself as the operator wrote it', async () => {
    await i18n.changeLanguage('zh-CN');
    mockFetch({ [FIRST_PAGE]: page([makePost({ likes: 3, dislikes: 1 })]) });
    renderApp('/news');

    expect(await screen.findByRole('heading', { level: 1, name: '新闻' }, LAZY)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('新闻 | PlayWords'));
    const card = await post('Welcome to PlayWords');
    expect(card.getByText('Hello teachers!')).toBeInTheDocument();
    expect(card.getByText('2026年3月4日')).toHaveAttribute('datetime', '2026-03-04T10:20:30.000Z');
    expect(card.getByText(/发布于/)).toBeInTheDocument();
    expect(card.getByRole('button', { name: '赞 (3)' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: '踩 (1)' })).toBeInTheDocument();
  });

  it('says in Chinese when there is no news yet', async () => {
    await i18n.changeLanguage('zh-CN');
    mockFetch({ [FIRST_PAGE]: page([]) });
    renderApp('/news');
    expect(await screen.findByText('还没有新闻，过段时间再来看看吧！', {}, LAZY)).toBeInTheDocument();
  });
});
