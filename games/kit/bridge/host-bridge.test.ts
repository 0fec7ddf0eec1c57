import { describe, expect, it } from 'vitest';
import { readGameToHostMessage, type ClassResultInput, type GameSave } from '@playwords/common';
import { HostBridge, type BridgeWindow } from './host-bridge';

type Listener = (event: { source: unknown; data: unknown }) => void;

/** A fake frame window: its parent records what the game posts; the test plays the host and other windows. */
function fakeWindow() {
  const posted: { message: unknown; targetOrigin: string }[] = [];
  const listeners = new Set<Listener>();
  const timers = new Map<number, () => void>();
  let nextTimer = 1;
  const parent = { postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }) };
  const win: BridgeWindow = {
    parent,
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    setTimeout: (handler) => {
      timers.set(nextTimer, handler);
      return nextTimer++;
    },
    clearTimeout: (id) => timers.delete(id as number),
  };
  return {
    win,
    parent,
    posted,
    listeners,
    deliver: (source: unknown, data: unknown) => listeners.forEach((l) => l({ source, data })),
    fireTimers: () => [...timers.values()].forEach((t) => t()),
  };
}

const SAVE: GameSave = { version: 1, settings: { rounds: 2 }, state: { round: 2 }, stats: { gamesFinished: 1 } };

describe('HostBridge', () => {
  it('asks for the save with loadplz and resolves with the host’s load', async () => {
    const fake = fakeWindow();
    const bridge = new HostBridge(fake.win);
    const pending = bridge.requestSave();
    expect(fake.posted).toEqual([{ message: { type: 'loadplz' }, targetOrigin: '*' }]);
    fake.deliver(fake.parent, { type: 'load', save: SAVE });
    await expect(pending).resolves.toEqual(SAVE);
  });

  it('ignores messages that do not come from the parent window, or are malformed', async () => {
    const fake = fakeWindow();
    const bridge = new HostBridge(fake.win);
    const pending = bridge.requestSave();
    fake.deliver({ another: 'window' }, { type: 'load', save: SAVE });
    fake.deliver(fake.parent, { type: 'load', save: { version: 'one' } });
    fake.deliver(fake.parent, { type: 'session', session_id: 5 });
    expect(bridge.session).toBeNull();
    fake.deliver(fake.parent, { type: 'load', save: null });
    await expect(pending).resolves.toBeNull();
  });

  it('starts without a save when the host does not answer in time', async () => {
    const fake = fakeWindow();
    const pending = new HostBridge(fake.win).requestSave();
    fake.fireTimers();
    await expect(pending).resolves.toBeNull();
  });

  it('keeps the session the host posts', () => {
    const fake = fakeWindow();
    const bridge = new HostBridge(fake.win);
    fake.deliver(fake.parent, { type: 'session', session_id: 's1', user_token: 't1' });
    expect(bridge.session).toEqual({ session_id: 's1', user_token: 't1' });
  });

  it('posts history, played, fullscreen, and ready only once, all with targetOrigin *', () => {
    const fake = fakeWindow();
    const bridge = new HostBridge(fake.win);
    bridge.ready();
    bridge.ready();
    bridge.saveHistory(SAVE);
    bridge.played();
    bridge.fullscreen();
    expect(fake.posted).toEqual([
      { message: { type: 'ready' }, targetOrigin: '*' },
      { message: { type: 'history', save: SAVE }, targetOrigin: '*' },
      { message: { type: 'played' }, targetOrigin: '*' },
      { message: { type: 'fullscreen' }, targetOrigin: '*' },
    ]);
  });

  it("asks the host to print (Twister's mat): the frame cannot save a file", () => {
    const fake = fakeWindow();
    const request = { document: 'twister-mat' as const, paper: 'letter' as const, theme: 'Zoo', words: ['cat'] };
    new HostBridge(fake.win).print(request);
    expect(fake.posted).toEqual([{ message: { type: 'print', ...request }, targetOrigin: '*' }]);
  });

  it('asks the host for its printables dialog, on a kind when the game has one', () => {
    const fake = fakeWindow();
    const bridge = new HostBridge(fake.win);
    bridge.printables();
    bridge.printables('wordsearch');
    expect(fake.posted).toEqual([
      { message: { type: 'printables' }, targetOrigin: '*' },
      { message: { type: 'printables', kind: 'wordsearch' }, targetOrigin: '*' },
    ]);
  });

  it("posts a class's result as the host reads it (class-result)", () => {
    const fake = fakeWindow();
    const result: ClassResultInput = {
      id: 'abcdefgh12345678',
      game: 'wordsearch',
      wordlist_id: 3,
      played_at: '2026-11-27T02:00:00.000Z',
      teams: [{ team_id: 't1', points: 2 }],
      words: [{ word: 'cat', right: 1, wrong: 0, skipped: 0, revealed: 1 }],
    };
    new HostBridge(fake.win).classResult(7, result);
    expect(fake.posted).toEqual([{ message: { type: 'class-result', class_id: 7, result }, targetOrigin: '*' }]);
    expect(readGameToHostMessage(fake.posted[0]!.message)).toEqual({ type: 'class-result', class_id: 7, result });
  });

  it('without a host page, posts nothing and answers no save at once', async () => {
    const fake = fakeWindow();
    const bridge = new HostBridge(fake.win, false);
    await expect(bridge.requestSave()).resolves.toBeNull();
    bridge.ready();
    bridge.played();
    expect(fake.posted).toEqual([]);
    expect(fake.listeners.size).toBe(0);
    expect(bridge.connected).toBe(false);
  });

  it('stops listening when disposed', () => {
    const fake = fakeWindow();
    new HostBridge(fake.win).dispose();
    expect(fake.listeners.size).toBe(0);
  });
});
