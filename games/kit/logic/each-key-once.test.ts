import { describe, expect, it } from 'vitest';
import { eachKeyOnce, type KeyQueueOwner } from './each-key-once';

/** A keyboard plugin as Phaser's behaves: each call dispatches the whole queue of the frame. */
class FakePlugin implements KeyQueueOwner {
  dispatched: string[] = [];
  constructor(public manager: { queue: { key: string }[] }) {}
  update(): void {
    for (const event of this.manager.queue as { key: string }[]) this.dispatched.push(event.key);
  }
}

describe('eachKeyOnce', () => {
  it('dispatches each key event once to each plugin when several keys go down within one frame', () => {
    const manager = { queue: [] as { key: string }[] };
    const play = new FakePlugin(manager);
    const overlay = new FakePlugin(manager);
    const update = eachKeyOnce(FakePlugin.prototype.update);
    const keydown = (key: string) => {
      manager.queue.push({ key });
      // Phaser: every plugin processes the queue at each keydown…
      update.call(play);
      update.call(overlay);
    };
    keydown('ArrowRight');
    keydown('ArrowRight');
    keydown('ArrowRight');
    // …and once more in the frame's step, before the queue is cleared.
    update.call(play);
    update.call(overlay);
    expect(play.dispatched).toEqual(['ArrowRight', 'ArrowRight', 'ArrowRight']);
    expect(overlay.dispatched).toEqual(['ArrowRight', 'ArrowRight', 'ArrowRight']);
    expect(manager.queue).toHaveLength(3);

    // Unwrapped, the first key would have come three times more.
    const raw = new FakePlugin({ queue: [{ key: 'a' }] });
    raw.manager.queue.push({ key: 'b' });
    raw.update();
    raw.update();
    expect(raw.dispatched).toEqual(['a', 'b', 'a', 'b']);
  });

  it('sees a new frame’s events as new', () => {
    const manager = { queue: [{ key: 'a' }] };
    const plugin = new FakePlugin(manager);
    const update = eachKeyOnce(FakePlugin.prototype.update);
    update.call(plugin);
    manager.queue = [{ key: 'a' }];
    update.call(plugin);
    expect(plugin.dispatched).toEqual(['a', 'a']);
  });
});
