/**
 * Phaser hands a scene the same key event twice when two keys go down within one frame: each DOM keydown makes
 * every scene's keyboard plugin process the whole queue of the frame at once (the queue is only cleared at the end
 * of the frame), so the first key comes again with the second. A child mashing keys on a slow classroom PC, or a
 * test pressing quickly, then moves two steps or types a letter twice. `eachKeyOnce` wraps the plugin's queue
 * processing so that each plugin sees each event once. Pure (no Phaser): kit/keyboard-once.ts installs it.
 */

/** What the wrapper needs of a keyboard plugin: its manager's queue of this frame's key events. */
export interface KeyQueueOwner {
  manager: { queue: object[] };
}

export function eachKeyOnce<P extends KeyQueueOwner>(process: (this: P) => void): (this: P) => void {
  const seenBy = new WeakMap<P, WeakSet<object>>();
  return function (this: P) {
    const queue = this.manager.queue;
    let seen = seenBy.get(this);
    if (!seen) {
      seen = new WeakSet();
      seenBy.set(this, seen);
    }
    const fresh = queue.filter((event) => !seen.has(event));
    if (fresh.length === 0) return;
    for (const event of fresh) seen.add(event);
    if (fresh.length === queue.length) return process.call(this);
    // Only the new events, then the frame's queue as it was (other scenes' plugins read it too).
    this.manager.queue = fresh;
    try {
      process.call(this);
    } finally {
      this.manager.queue = queue;
    }
  };
}
