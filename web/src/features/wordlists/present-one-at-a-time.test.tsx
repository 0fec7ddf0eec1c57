import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gameIndexOf, PRESENT_ONE_AT_A_TIME, type UserDto } from '@playwords/common';
import { jsonResponse, mockFetch, type MockHandler } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { LAZY, renderApp } from '../../test/render-app';
import { answerPage, makeWordlist, WL } from '../../test/wordlists';

// My Wordlists' 'Present one at a time' on each list: One At A Time (a Pro tool outside the catalogue) opens with that
// list, selected on the way; a Basic teacher's button shows the padlock and leads to the plans.

const SESSION = 'GET /api/games/session_key/';
const TEMPLATE = (wl: number) => `GET /api/games/${gameIndexOf('oneatatime')}/template/?wl=${wl}&lang=en`;
const KEY = { session_id: 'sess-123', user_token: 'tok-456' };
const PAGE = '<!doctype html><html><head><title>One At A Time</title></head><body></body></html>';
const page: MockHandler = () => new Response(PAGE, { status: 200, headers: { 'Content-Type': 'text/html' } });
const animals = makeWordlist({ id: 5, theme: 'Animals' });
const fruit = makeWordlist({ id: 6, theme: 'Fruit', words: ['apple', 'ice cream'] });
const pro = makeUser({ selected_wordlist: 5, current_plan_type: 'PRO', has_active_plan: true });
const LOCKED = `${PRESENT_ONE_AT_A_TIME}: Unlock this game with Pro or Premium.`;

const card = async (theme: string) => within(await screen.findByRole('article', { name: theme }, LAZY));

describe("My Wordlists' 'Present one at a time'", () => {
  it('selects that list on the way and opens One At A Time with it', async () => {
    const { callsTo } = mockFetch({
      [WL.mine()]: answerPage([animals, fruit]),
      [WL.select(6)]: () => jsonResponse(200, {}),
      [SESSION]: () => jsonResponse(200, KEY),
      [TEMPLATE(6)]: page,
    });
    const { queryClient } = renderApp('/my-wordlists', { user: pro });
    const button = (await card('Fruit')).getByRole('link', { name: PRESENT_ONE_AT_A_TIME });
    expect(button).toHaveAttribute('href', '/games/oneatatime');

    await userEvent.setup().click(button);

    expect(await screen.findByTitle('One At A Time', {}, LAZY)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/games/oneatatime');
    expect(callsTo(TEMPLATE(6))).toHaveLength(1);
    await waitFor(() => expect(callsTo(WL.select(6))).toHaveLength(1));
    expect((queryClient.getQueryData(['me']) as UserDto).selected_wordlist).toBe(6);
  });

  it('opens the selected list as it is, without selecting it again', async () => {
    const { callsTo } = mockFetch({
      [WL.mine()]: answerPage([animals, fruit]),
      [SESSION]: () => jsonResponse(200, KEY),
      [TEMPLATE(5)]: page,
    });
    renderApp('/my-wordlists', { user: pro });
    await userEvent.setup().click((await card('Animals')).getByRole('link', { name: PRESENT_ONE_AT_A_TIME }));
    expect(await screen.findByTitle('One At A Time', {}, LAZY)).toBeInTheDocument();
    expect(callsTo(TEMPLATE(5))).toHaveLength(1);
    expect(callsTo(WL.select(5))).toHaveLength(0);
  });

  it('shows a Basic teacher the padlock and leads her to the plans, selecting nothing', async () => {
    const { callsTo } = mockFetch({ [WL.mine()]: answerPage([animals, fruit]) });
    renderApp('/my-wordlists', { user: makeUser({ selected_wordlist: 5 }) });
    const fruitCard = await card('Fruit');
    expect(fruitCard.queryByRole('link', { name: PRESENT_ONE_AT_A_TIME })).not.toBeInTheDocument();
    const locked = fruitCard.getByRole('link', { name: LOCKED });
    expect(locked).toHaveAttribute('href', '/plans');
    expect(locked).toHaveTextContent(PRESENT_ONE_AT_A_TIME);
    expect(locked.querySelector('svg')).not.toBeNull();

    await userEvent.setup().click(locked);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/plans'));
    expect(callsTo(WL.select(6))).toHaveLength(0);
  });
});
