import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../lib/i18n';
import { mockFetch } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { LAZY, renderApp } from '../../test/render-app';

const ANCHORS = [
  'wordsearch',
  'alienchasebasic',
  'fightersbasic',
  'openthesafe',
  'wordbrain',
  'hangmanbattle',
  'prepositions',
  'numberline',
  'timetrial',
  'spottheword',
  'alienchase',
  'ufoblockade',
  'fighters',
  'monstermash',
  'twister',
  'alienblaster',
  'fourinarow',
  'characterwheel',
  'numberwheel',
  'wordwheel',
  'spacefight',
];

describe('/all-games', () => {
  it('lists the Pro games, the tools and the free games for a visitor, with a link to /how-to', async () => {
    mockFetch({});
    renderApp('/all-games');
    expect(await screen.findByRole('heading', { level: 1, name: 'Games' }, LAZY)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Games | PlayWords'));

    const section = (name: string) => within(screen.getByRole('region', { name }));
    const names = (name: string) =>
      section(name)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label'));
    expect(names('Pro games').slice(0, 10)).toEqual([
      'Fighters',
      'Hangman Battle',
      'Open The Safe',
      'Twister',
      'Alien Chase',
      'Wordbrain',
      'Time Trial',
      'Spot The Word',
      'UFO Blockade',
      'Alien Blaster',
    ]);
    expect(names('Tools')).toEqual(['Character Wheel', 'Number Wheel', 'Word Wheel']);
    expect(names('Free games')).toEqual(['Word Search', 'Fighters Basic', 'Alien Chase Basic']);
    expect(screen.getByRole('link', { name: 'How to play each game' })).toHaveAttribute('href', '/how-to');
    const wordSearch = within(section('Free games').getByRole('article', { name: 'Word Search' }));
    expect(wordSearch.getByRole('link', { name: 'Play' })).toHaveAttribute('href', '/games/wordsearch');
    expect(wordSearch.getByRole('link', { name: 'How to play' })).toHaveAttribute('href', '/how-to#wordsearch');
  });
});

describe('/all-games, every game built', () => {
  it('offers every game to play, none coming soon, each with its picture', async () => {
    mockFetch({});
    renderApp('/all-games', { user: makeUser() });
    await screen.findByRole('heading', { level: 1, name: 'Games' }, LAZY);

    expect(screen.queryByText(/still being built/)).not.toBeInTheDocument();
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
    for (const tile of screen.getAllByRole('article')) {
      expect(within(tile).getByRole('link', { name: 'Play' })).toBeInTheDocument();
    }
    // Every card shows its game's picture (drawn from the manifest at build time), not initials.
    const tile = screen.getByRole('article', { name: 'Word Wheel' });
    expect(tile.querySelector('img')).toHaveAttribute('src', '/game-pictures/wordwheel.svg');
    // A Premium beta game is listed to play: its page says what a teacher without Premium needs.
    const beta = within(screen.getByRole('article', { name: 'Four In A Row' }));
    expect(beta.getByRole('link', { name: 'Play' })).toHaveAttribute('href', '/games/fourinarow');
  });
});

describe('/how-to', () => {
  it('has a section with its anchor for every game of accounts §2, each explained', async () => {
    mockFetch({});
    const { container } = renderApp('/how-to');
    expect(await screen.findByRole('heading', { level: 1, name: 'How To' }, LAZY)).toBeInTheDocument();
    const ids = [...container.querySelectorAll('section[id]')].map((s) => s.id);
    expect(ids).toEqual(ANCHORS);

    const wordSearch = within(screen.getByRole('region', { name: 'Word Search' }));
    expect(wordSearch.getByText(/hidden in a grid of letters/)).toBeInTheDocument();
    expect(wordSearch.queryByText('Coming soon')).not.toBeInTheDocument();
    // No game is coming soon: every section explains its game from its manifest.
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
    expect(screen.queryByText(/This game is coming soon/)).not.toBeInTheDocument();
    // A Pro game that is built is explained as it is played.
    const safe = within(screen.getByRole('region', { name: 'Open The Safe' }));
    expect(safe.queryByText('Coming soon')).not.toBeInTheDocument();
    // The built games' texts are their manifests' (games/<key>/manifest.json), every paragraph of them.
    const chase = within(screen.getByRole('region', { name: 'Alien Chase Basic' }));
    expect(chase.getByText(/loses one of its 3 hearts/)).toBeInTheDocument();
    expect(wordSearch.getByText(/Tap a word in the list to hear it\.$/)).toBeInTheDocument();
    expect(screen.getByText(/hidden teacher admin panel/)).toBeInTheDocument();
  });
});

describe('in Chinese', () => {
  it('/all-games: headings, sections, cards and buttons in Chinese', async () => {
    mockFetch({});
    await act(() => i18n.changeLanguage('zh-CN'));
    renderApp('/all-games');
    expect(await screen.findByRole('heading', { level: 1, name: '游戏' }, LAZY)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('游戏 | PlayWords'));

    const free = within(screen.getByRole('region', { name: '免费游戏' }));
    expect(free.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      '单词搜索',
      '格斗勇士（基础版）',
      '外星人追逐（基础版）',
    ]);
    const wordSearch = within(free.getByRole('article', { name: '单词搜索' }));
    expect(wordSearch.getByRole('heading', { level: 3, name: '单词搜索' })).toBeInTheDocument();
    expect(wordSearch.getByText('在字母方阵里找出你的单词。')).toBeInTheDocument();
    expect(wordSearch.getByRole('link', { name: '开始玩' })).toHaveAttribute('href', '/games/wordsearch');
    expect(wordSearch.getByRole('link', { name: '怎么玩' })).toHaveAttribute('href', '/how-to#wordsearch');
    expect(screen.getByRole('region', { name: '高级版测试游戏' })).toHaveTextContent('四子棋');
    expect(screen.getByRole('region', { name: '课堂工具' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '每个游戏怎么玩' })).toHaveAttribute('href', '/how-to');
    expect(screen.getByRole('link', { name: '查看套餐' })).toHaveAttribute('href', '/plans');
    expect(within(screen.getByRole('main')).queryByText('Play')).not.toBeInTheDocument();
  });

  it('/how-to: the page and every game’s section in Chinese, anchors unchanged', async () => {
    mockFetch({});
    await act(() => i18n.changeLanguage('zh-CN'));
    const { container } = renderApp('/how-to');
    expect(await screen.findByRole('heading', { level: 1, name: '玩法说明' }, LAZY)).toBeInTheDocument();
    expect([...container.querySelectorAll('section[id]')].map((s) => s.id)).toEqual(ANCHORS);
    expect(screen.getByRole('heading', { name: '所有游戏通用' })).toBeInTheDocument();
    expect(screen.getByText(/隐藏的教师管理面板/)).toBeInTheDocument();

    const wordSearch = within(screen.getByRole('region', { name: '单词搜索' }));
    expect(wordSearch.getByText(/藏在字母方阵中/)).toBeInTheDocument();
    // A lesson word stays as it is inside the Chinese text.
    expect(wordSearch.getByText(/"ice cream"/)).toBeInTheDocument();
    expect(wordSearch.getByRole('link', { name: '开始玩“单词搜索”' })).toHaveAttribute('href', '/games/wordsearch');
    const nav = within(screen.getByRole('navigation', { name: '游戏' }));
    expect(nav.getByRole('link', { name: '四子棋' })).toHaveAttribute('href', '#fourinarow');
    expect(screen.queryByText(/hidden in a grid of letters/)).not.toBeInTheDocument();
  });
});
