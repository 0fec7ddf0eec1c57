import { describe, expect, it } from 'vitest';
import type Phaser from 'phaser';
import type { BridgeWindow } from './bridge/host-bridge';
import type { KitImages } from './images/kit-images';
import { Kit } from './kit';
import { sampleTemplateData } from './sample-data';
import { KIT_SCENES, PLAY_SCENE } from './scene-keys';

/** A window without a host page (no bridge traffic) and without speech. */
const win = {
  get parent() {
    return win;
  },
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  setTimeout: () => 0,
  clearTimeout: () => undefined,
} as unknown as Window;

/** A kit whose Phaser scene manager only records what was started. */
function makeKit() {
  const started: { key: string; data?: object }[] = [];
  const kit = new Kit(
    { key: 'demo', name: 'Demo', teams: { min: 1, max: 4, default: 2 }, settings: {}, saveVersion: 1, scenes: [] },
    sampleTemplateData('demo', 'Demo'),
    'sample',
    win as Window & BridgeWindow,
    1,
  );
  kit.game = {
    scene: {
      getScenes: () => [],
      start: (key: string, data?: object) => started.push({ key, data }),
      bringToTop: () => undefined,
    },
  } as unknown as Phaser.Game;
  return { kit, started };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const images = {} as KitImages;

describe('Kit: pictures load after the title screen', () => {
  it('starts the play scene only once every picture is there', async () => {
    const { kit, started } = makeKit();
    const loading = deferred<KitImages>();
    kit.setImages(loading.promise);
    kit.startNewGame(3);
    expect(started).toEqual([]);
    expect(kit.images).toBeUndefined();

    loading.resolve(images);
    await loading.promise;
    await Promise.resolve();
    expect(kit.images).toBe(images);
    expect(started).toEqual([{ key: PLAY_SCENE, data: { resume: null, round: 1 } }]);
    expect(kit.teams.count).toBe(3);
  });

  it('starts one game however often Play is pressed while waiting, and says it is waiting', async () => {
    const { kit, started } = makeKit();
    const waiting: boolean[] = [];
    kit.onWaitingChange = (on) => waiting.push(on);
    const loading = deferred<KitImages>();
    kit.setImages(loading.promise);
    kit.startNewGame(2);
    kit.startNewGame(4);
    expect(waiting).toEqual([true, true]);

    loading.resolve(images);
    await loading.promise;
    await Promise.resolve();
    expect(started).toEqual([{ key: PLAY_SCENE, data: { resume: null, round: 1 } }]);
    expect(kit.teams.count).toBe(4);
    expect(waiting).toEqual([true, true, false]);
  });

  it('starts at once when the pictures are already loaded', async () => {
    const { kit, started } = makeKit();
    const loaded = Promise.resolve(images);
    kit.setImages(loaded);
    await loaded;
    await Promise.resolve();
    kit.startNewGame(2);
    expect(started).toEqual([{ key: PLAY_SCENE, data: { resume: null, round: 1 } }]);
  });

  it('resumes a saved game after the pictures too, and other screens never wait', async () => {
    const { kit, started } = makeKit();
    const loading = deferred<KitImages>();
    kit.setImages(loading.promise);
    kit.pendingResume = { round: 2, teams: kit.teams, game: { found: 3 } };
    kit.goTo(KIT_SCENES.title);
    kit.resumeGame();
    expect(started).toEqual([{ key: KIT_SCENES.title, data: undefined }]);

    loading.resolve(images);
    await loading.promise;
    await Promise.resolve();
    expect(started[1]).toEqual({ key: PLAY_SCENE, data: { resume: { found: 3 }, round: 2 } });
    expect(kit.pendingResume).toBeNull();
  });
});
