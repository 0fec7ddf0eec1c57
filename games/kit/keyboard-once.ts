import Phaser from 'phaser';
import { eachKeyOnce, type KeyQueueOwner } from './logic/each-key-once';

let installed = false;

/** Makes every scene's keyboard see each key event once (kit/logic/each-key-once.ts says why). */
export function installKeyboardOnce(): void {
  if (installed) return;
  installed = true;
  const plugin = Phaser.Input.Keyboard.KeyboardPlugin.prototype as unknown as KeyQueueOwner & {
    update(this: KeyQueueOwner): void;
  };
  plugin.update = eachKeyOnce(plugin.update);
}
