import { describe, expect, it } from 'vitest';
import type Phaser from 'phaser';
import type { BridgeWindow } from './bridge/host-bridge';
import type { KitImages } from './images/kit-images';
import { buildSave } from './logic/save';
import { setting } from './logic/settings';
import type { ClassResultInput, GameSave } from '@playwords/common';
import { fromManifest, Kit, UNREADABLE_SAVE_NOTICE, type GameDefinition } from './kit';
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

/** A Phaser game whose scene manager only records what was started. */
function recordingGame(started: { key: string; data?: object }[]): Phaser.Game {
  return {
    scene: {
      getScenes: () => [],
      getScene: () => null,
      start: (key: string, data?: object) => started.push({ key, data }),
      bringToTop: () => undefined,
    },
  } as unknown as Phaser.Game;
}

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
  kit.game = recordingGame(started);
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
    expect(started).toEqual([{ key: PLAY_SCENE, data: { state: null, resumed: false, round: 1 } }]);
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
    expect(started).toEqual([{ key: PLAY_SCENE, data: { state: null, resumed: false, round: 1 } }]);
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
    expect(started).toEqual([{ key: PLAY_SCENE, data: { state: null, resumed: false, round: 1 } }]);
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
    expect(started[1]).toEqual({ key: PLAY_SCENE, data: { state: { found: 3 }, resumed: true, round: 2 } });
    expect(kit.pendingResume).toBeNull();
  });
});

describe('Kit: a game typed by its state and statistics', () => {
  interface Found {
    found: number;
  }
  const definition: GameDefinition<Record<string, never>, Found, 'wordsFound'> = {
    key: 'demo',
    name: 'Demo',
    teams: { min: 1, max: 4, default: 2 },
    settings: {},
    saveVersion: 3,
    scenes: [],
    state: {
      initial: ({ teams }) => ({ found: teams * 0 }),
      parse: (saved) => {
        const found = (saved as Partial<Found> | null)?.found;
        return typeof found === 'number' && found >= 0 ? { found } : null;
      },
    },
    stats: ['wordsFound'],
  };

  function typedKit() {
    const started: { key: string; data?: object }[] = [];
    const kit = new Kit(definition, sampleTemplateData('demo', 'Demo'), 'sample', win as Window & BridgeWindow, 1);
    kit.game = recordingGame(started);
    kit.setImages(Promise.resolve(images));
    return { kit, started };
  }
  const save = (game: unknown, stats: Record<string, unknown> = {}) =>
    buildSave(
      3,
      {},
      { round: 2, teams: { scores: [4, 1], current: 1 }, game, finished: false },
      {
        gamesFinished: 1,
        roundsPlayed: 3,
        ...stats,
      },
    );

  it('gives a new game its initial state, and the next round what the last one passed on', async () => {
    const { kit, started } = typedKit();
    await Promise.resolve();
    kit.startNewGame(2);
    expect(started.at(-1)).toEqual({ key: PLAY_SCENE, data: { state: { found: 0 }, resumed: false, round: 1 } });
    kit.endRound({ state: { found: 5 }, stats: { wordsFound: 5 } });
    kit.nextRound();
    expect(started.at(-1)).toEqual({ key: PLAY_SCENE, data: { state: { found: 5 }, resumed: false, round: 2 } });
    expect(kit.stats.wordsFound).toBe(5);
  });

  it('resumes a save its rules can read, with its statistics as counts', async () => {
    const { kit, started } = typedKit();
    await Promise.resolve();
    kit.applySave(save({ found: 7 }, { wordsFound: '12' }));
    expect(kit.notice).toBeNull();
    expect(kit.stats.wordsFound).toBe(0);
    kit.applySave(save({ found: 7 }, { wordsFound: 12.7 }));
    expect(kit.stats.wordsFound).toBe(12);
    kit.resumeGame();
    expect(started.at(-1)).toEqual({ key: PLAY_SCENE, data: { state: { found: 7 }, resumed: true, round: 2 } });
  });

  it('keeps a record across games: read back from the save, saved with the next round', async () => {
    const { kit } = typedKit();
    const best = { name: 'best', initial: 0, parse: (saved: unknown) => (typeof saved === 'number' ? saved : null) };
    const saves: unknown[] = [];
    kit.bridge.saveHistory = (saved) => void saves.push(saved);
    kit.applySave({ ...save({ found: 1 }), records: { best: 6 } });
    expect(kit.readRecord(best)).toBe(6);
    await Promise.resolve();
    kit.startNewGame(1);
    kit.keepRecord(best, 9);
    kit.endRound({ state: { found: 2 } });
    expect(saves).toMatchObject([{ records: { best: 9 }, stats: { roundsPlayed: 4 } }]);
    kit.applySave({ ...save({ found: 1 }), records: { best: 'x' } });
    expect(kit.readRecord(best)).toBe(0);
  });

  it('starts fresh from a tampered or older state, and the title says so', () => {
    const { kit } = typedKit();
    kit.applySave(save({ found: 'lots' }));
    expect(kit.pendingResume).toBeNull();
    expect(kit.notice).toBe(UNREADABLE_SAVE_NOTICE);
    kit.applySave(save({ found: 2 }));
    expect(kit.notice).toBeNull();
    expect(kit.pendingResume?.game).toEqual({ found: 2 });
  });
});

describe('Kit: a game scene starts with fresh fields every time', () => {
  class Emitter {
    private handlers: (() => void)[] = [];
    on(_event: string, handler: () => void) {
      this.handlers.push(handler);
    }
    emit() {
      for (const handler of this.handlers) handler();
    }
  }
  class FakeScene {
    sys = { events: new Emitter() };
    found: string[] = [];
    score = 0;
    readonly next = () => this.score + 1;
  }

  /** A kit whose scene manager starts `scene`, a scene of the game's definition. */
  function kitStarting(scene: { sys: { events: Emitter } }): Kit {
    const { kit } = makeKit();
    (kit.definition.scenes as unknown[]).push(scene.constructor);
    kit.game = {
      scene: {
        getScenes: () => [],
        getScene: () => scene,
        start: () => scene.sys.events.emit(),
        bringToTop: () => undefined,
      },
    } as unknown as Phaser.Game;
    return kit;
  }

  it('sets every field again from a fresh instance when the scene starts, keeping bound functions', () => {
    const scene = new FakeScene();
    const kit = kitStarting(scene);
    const next = scene.next;
    kit.goTo(PLAY_SCENE);
    scene.found.push('cat');
    scene.score = 5;
    kit.goTo(PLAY_SCENE);
    expect(scene.found).toEqual([]);
    expect(scene.score).toBe(0);
    expect(scene.next).toBe(next);
    expect(scene.next()).toBe(1);
  });

  it("sets a base class's fields again too (a GamePlayScene's kit and start, the game's override)", () => {
    class BaseScene {
      sys = { events: new Emitter() };
      start: { round: number } | undefined;
      readonly needsWords: boolean = true;
    }
    class GameScene extends BaseScene {
      found: string[] = [];
      override readonly needsWords = false;
    }
    const scene = new GameScene();
    const kit = kitStarting(scene);
    kit.goTo(PLAY_SCENE);
    scene.start = { round: 2 };
    scene.found.push('cat');
    kit.goTo(PLAY_SCENE);
    expect(scene.start).toBeUndefined();
    expect(scene.found).toEqual([]);
    expect(scene.needsWords).toBe(false);
  });
});

describe('Kit: a tool has no teams, rounds or podium', () => {
  function toolKit() {
    const started: { key: string; data?: object }[] = [];
    const posted: unknown[] = [];
    const kit = new Kit(
      {
        key: 'wordwheel',
        name: 'Word Wheel',
        teams: { min: 1, max: 1, default: 1 },
        settings: {},
        saveVersion: 1,
        scenes: [],
        tool: true,
      },
      sampleTemplateData('wordwheel', 'Word Wheel'),
      'sample',
      win as Window & BridgeWindow,
      1,
    );
    kit.game = recordingGame(started);
    kit.bridge.played = () => void posted.push('played');
    kit.setImages(Promise.resolve(images));
    return { kit, started, posted };
  }

  it('opens from the title at once, and goes back to it telling the host it was used', async () => {
    const { kit, started, posted } = toolKit();
    await Promise.resolve();
    kit.playFromTitle();
    expect(started).toEqual([{ key: PLAY_SCENE, data: { state: null, resumed: false, round: 1 } }]);
    kit.backToTitle();
    expect(started.at(-1)).toEqual({ key: KIT_SCENES.title, data: undefined });
    expect(posted).toEqual(['played']);
    expect(() => kit.endRound({ state: null })).toThrow('A tool has no rounds');
  });

  it('offers nothing to resume from a save, and keeps its settings', () => {
    const { kit } = toolKit();
    kit.applySave(
      buildSave(
        1,
        {},
        { round: 2, teams: { scores: [0], current: 0 }, game: {}, finished: false },
        {
          gamesFinished: 0,
          roundsPlayed: 1,
        },
      ),
    );
    expect(kit.pendingResume).toBeNull();
  });

  it('saves its settings as soon as the teacher changes them, with nothing to resume', () => {
    const { kit } = toolKit();
    (kit.definition as { settings: object }).settings = { fast: { kind: 'toggle', label: 'Fast', default: false } };
    const saves: GameSave[] = [];
    kit.bridge.saveHistory = (save) => void saves.push(save);
    expect(kit.updateSettings({ fast: 'yes' })).toEqual({ fast: 'Fast must be on or off.' });
    expect(saves).toEqual([]);
    expect(kit.updateSettings({ fast: true })).toEqual({});
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ version: 1, settings: { fast: true }, state: { finished: true } });
    kit.applySave(saves[0]!);
    expect(kit.settings).toEqual({ fast: true });
    expect(kit.pendingResume).toBeNull();
  });

  it('a team game still asks for teams from the title', async () => {
    const { kit, started } = makeKit();
    kit.setImages(Promise.resolve(images));
    await Promise.resolve();
    kit.playFromTitle();
    expect(started).toEqual([{ key: KIT_SCENES.teams, data: undefined }]);
  });

  it('a game for a fixed number of teams starts with them, without the team screen', async () => {
    const { kit, started } = makeKit();
    (kit.definition as { teams: object }).teams = { min: 2, max: 2, default: 2 };
    kit.setImages(Promise.resolve(images));
    await Promise.resolve();
    kit.playFromTitle();
    expect(started).toEqual([{ key: PLAY_SCENE, data: { state: null, resumed: false, round: 1 } }]);
    expect(kit.teams.count).toBe(2);
  });
});

describe('Kit: a game that plays no word list', () => {
  const manifest = (key: string) => ({ key, teams: { min: 1, max: 4, default: 2 } });
  const listFree = (definition: Pick<GameDefinition, 'key' | 'name' | 'usesWords'>) =>
    new Kit(
      { ...definition, teams: { min: 1, max: 4, default: 2 }, settings: {}, saveVersion: 1, scenes: [] },
      sampleTemplateData(definition.key, definition.name),
      'page',
      win as Window & BridgeWindow,
      1,
    );

  it('is told so by the catalogue (its uses_words) through the manifest, and every other game is not', () => {
    expect(fromManifest(manifest('numberline'))).toMatchObject({ name: 'Number Line', usesWords: false });
    expect(fromManifest(manifest('prepositions')).usesWords).toBe(false);
    expect(fromManifest(manifest('wordsearch'))).not.toHaveProperty('usesWords');
  });

  it('names One At A Time, outside the catalogue, from common, and plays its list', () => {
    expect(fromManifest({ key: 'oneatatime', tool: true })).toEqual({
      key: 'oneatatime',
      name: 'One At A Time',
      teams: { min: 1, max: 1, default: 1 },
      tool: true,
    });
    expect(() => fromManifest({ key: 'brandnew', tool: true })).toThrow('its manifest gives no name');
    expect(fromManifest({ key: 'brandnew', name: 'Brand New', tool: true }).name).toBe('Brand New');
  });

  it('has no words even when a list is given, and its preview data has no list', () => {
    const kit = listFree({ key: 'numberline', name: 'Number Line', usesWords: false });
    expect(kit.usesWords).toBe(false);
    expect(kit.words).toEqual([]);
    expect(kit.deck.size).toBe(0);
    const withList = listFree({ key: 'wordsearch', name: 'Word Search' });
    expect(withList.usesWords).toBe(true);
    expect(withList.words.length).toBeGreaterThan(0);

    const preview = sampleTemplateData('numberline', 'Number Line', { usesWords: false });
    expect(preview.wordlist).toBeNull();
    expect(preview.flags.uses_words).toBe(false);
    expect(sampleTemplateData('wordsearch', 'Word Search').wordlist?.words.length).toBeGreaterThan(0);
  });
});

describe('Kit: standings by the game’s own measure', () => {
  it('ranks the round summary and the podium by the game’s value and says it in its unit', () => {
    const { kit } = makeKit();
    const times = [55, 40];
    (kit.definition as { standings?: unknown }).standings = {
      value: (i: number) => times[i]!,
      unit: { one: 'second', other: 'seconds' },
      lowerIsBetter: true,
    };
    kit.teams.award(0, 9);
    expect(kit.standings().map((p) => [p.team.id, p.place, p.value])).toEqual([
      [1, 1, 40],
      [0, 2, 55],
    ]);
    expect(kit.describeStanding(40)).toBe('40 seconds');
    expect(kit.describeStanding(1)).toBe('1 second');
  });

  it('ranks by score in the game’s own unit when it gives no value (Hangman Battle’s hearts)', () => {
    const { kit } = makeKit();
    (kit.definition as { standings?: unknown }).standings = { unit: { one: 'heart', other: 'hearts' } };
    kit.teams.setScore(1, 4);
    kit.teams.setScore(0, 1);
    expect(kit.standings().map((p) => [p.team.id, p.value])).toEqual([
      [1, 4],
      [0, 1],
    ]);
    expect(kit.describeStanding(1)).toBe('1 heart');
    expect(kit.describeStanding(4)).toBe('4 hearts');
  });

  it('names the round on its summary in the game’s own word', () => {
    const { kit } = makeKit();
    expect(kit.roundDoneTitle()).toBe('Round 1 done!');
    (kit.definition as { roundName?: string }).roundName = 'Wave';
    kit.round = 2;
    expect(kit.roundDoneTitle()).toBe('Wave 2 done!');
  });

  it('ranks by score, in points, when the game says nothing', () => {
    const { kit } = makeKit();
    kit.teams.award(1, 3);
    expect(kit.standings().map((p) => [p.team.id, p.value])).toEqual([
      [1, 3],
      [0, 0],
    ]);
    expect(kit.describeStanding(1)).toBe('1 point');
    expect(kit.describeStanding(3)).toBe('3 points');
  });
});

describe('Kit: the words’ pictures', () => {
  const withPictures = (settings: GameDefinition['settings'] = {}, usesWords = true) => {
    const data = sampleTemplateData('demo', 'Demo');
    data.wordlist = {
      id: 1,
      theme: 'x',
      words: ['Cat', 'ice  cream', 'cat', 'sun'],
      pictures: ['c.png', 'i.png', 'x'],
    };
    const definition = { key: 'demo', name: 'Demo', teams: { min: 1, max: 4, default: 2 }, settings, saveVersion: 1 };
    return new Kit({ ...definition, scenes: [], usesWords }, data, 'page', win as Window & BridgeWindow, 1);
  };

  it('keys each picture by its entry’s text, and gives a key once it has loaded', () => {
    const kit = withPictures();
    expect(kit.words.map((w) => w.text)).toEqual(['cat', 'ice cream', 'sun']);
    expect(kit.pictures.toLoad().map(({ text, url }) => [text, url])).toEqual([
      ['cat', 'c.png'],
      ['ice cream', 'i.png'],
    ]);
    expect(kit.pictures.key('cat')).toBeNull();
    for (const { text } of kit.pictures.toLoad()) kit.pictures.markLoaded(text);
    expect(kit.pictures.key(kit.words[1]!)).toMatch(/^word-picture:/);
    expect(kit.pictures.has('cat')).toBe(true);
    expect(kit.pictures.has('sun')).toBe(false);
    expect(withPictures({}, false).pictures.toLoad()).toEqual([]);
  });

  it('is in pictures-only mode when the game has the kit’s toggle and it is on', () => {
    const kit = withPictures({ picturesOnly: setting.picturesOnly() });
    expect(kit.picturesOnly).toBe(false);
    expect(kit.updateSettings({ picturesOnly: true })).toEqual({});
    expect(kit.picturesOnly).toBe(true);
    const without = withPictures({ listen: setting.toggle('Listen', true) });
    expect(without.picturesOnly).toBe(false);
  });

  it('gives the preview’s sample words pictures, all but one', () => {
    const list = sampleTemplateData('wordsearch', 'Word Search').wordlist!;
    expect(list.pictures).toHaveLength(list.words.length);
    expect(list.pictures!.filter((url) => url === null)).toHaveLength(1);
  });
});

describe('Kit: a class playing', () => {
  const team = (id: string, name: string, allTime: number) => ({
    id,
    name,
    colour: 0x8e24aa,
    shape: 'star' as const,
    lesson: 1,
    all_time: allTime,
  });
  const CLASSES = [
    { id: 7, name: 'K2 Blue', teams: [team('a', 'Dragons', 40), team('b', 'Rockets', 30), team('c', 'Dolphins', 20)] },
    { id: 8, name: 'K1 Red', teams: [team('r', 'Pandas', 5)] },
  ];

  function classKit(
    options: { teams?: GameDefinition['teams']; tool?: boolean; classId?: number | null; key?: string } = {},
  ) {
    const started: { key: string; data?: object }[] = [];
    const data = { ...sampleTemplateData('demo', 'Demo'), classes: CLASSES, class_id: options.classId ?? null };
    data.wordlist = { id: 12, theme: 'Zoo', words: ['cat', 'dog', 'fish'] };
    const kit = new Kit(
      {
        key: options.key ?? 'demo',
        name: 'Demo',
        teams: options.teams ?? { min: 1, max: 4, default: 2 },
        settings: {},
        saveVersion: 1,
        scenes: [],
        ...(options.tool ? { tool: true } : {}),
      },
      data,
      'page',
      win as Window & BridgeWindow,
      1,
    );
    kit.game = recordingGame(started);
    kit.setImages(Promise.resolve(images));
    const sent: { classId: number; result: ClassResultInput }[] = [];
    kit.bridge.classResult = (classId, result) => void sent.push({ classId, result });
    const saves: GameSave[] = [];
    kit.bridge.saveHistory = (save) => void saves.push(save);
    let ids = 0;
    kit.makeResultId = () => `result-id-${++ids}`;
    kit.now = () => new Date('2026-11-27T02:30:00.000Z');
    return { kit, started, sent, saves };
  }

  it('plays a class’s chosen teams as the game’s teams, in their names, colours and shapes', async () => {
    const { kit } = classKit();
    await Promise.resolve();
    expect(kit.startClassGame(7, ['a', 'c'])).toBe(true);
    expect(kit.classPlay).toEqual({ classId: 7, teams: ['a', 'c'] });
    expect(kit.teams.teams.map((t) => [t.name, t.colour, t.shape])).toEqual([
      ['Dragons', 0x8e24aa, 'star'],
      ['Dolphins', 0x8e24aa, 'star'],
    ]);
    expect(kit.playingClass?.name).toBe('K2 Blue');
    // Not hers, a team not in it, more teams than the game takes: nothing starts.
    expect(kit.startClassGame(99, ['a'])).toBe(false);
    expect(kit.startClassGame(7, ['a', 'zzz'])).toBe(false);
    const { kit: pair } = classKit({ teams: { min: 2, max: 2, default: 2 } });
    expect(pair.startClassGame(8, ['r'])).toBe(false);
    expect(pair.classFits(CLASSES[1]!)).toBe(false);
  });

  it('sends the words at each round’s end and the points by place with the last words at the game’s end', async () => {
    const { kit, sent } = classKit({ key: 'wordsearch' });
    await Promise.resolve();
    kit.startClassGame(7, ['a', 'b', 'c']);
    kit.reportWord('cat', 'right');
    kit.reportWord(kit.words[1]!, 'wrong');
    kit.reportWord('cat', 'revealed');
    kit.endRound({ state: null });
    expect(sent).toEqual([
      {
        classId: 7,
        result: {
          id: 'result-id-1',
          game: 'wordsearch',
          wordlist_id: 12,
          played_at: '2026-11-27T02:30:00.000Z',
          teams: [],
          words: [
            { word: 'cat', right: 1, wrong: 0, skipped: 0, revealed: 1 },
            { word: 'dog', right: 0, wrong: 1, skipped: 0, revealed: 0 },
          ],
        },
      },
    ]);
    // A round with no word counted sends nothing.
    kit.nextRound();
    kit.endRound({ state: null });
    expect(sent).toHaveLength(1);
    kit.nextRound();
    kit.reportWord('fish', 'skipped');
    kit.teams.setScore(1, 9);
    kit.teams.setScore(0, 4);
    kit.teams.setScore(2, 4);
    kit.finishGame();
    expect(sent[1]).toEqual({
      classId: 7,
      result: {
        id: 'result-id-2',
        game: 'wordsearch',
        wordlist_id: 12,
        played_at: '2026-11-27T02:30:00.000Z',
        teams: [
          { team_id: 'a', points: 2 },
          { team_id: 'b', points: 3 },
          { team_id: 'c', points: 2 },
        ],
        words: [{ word: 'fish', right: 0, wrong: 0, skipped: 1, revealed: 0 }],
      },
    });
    expect(kit.classResultsSent.map((m) => m.result.id)).toEqual(['result-id-1', 'result-id-2']);
    expect(kit.wordOutcomes.peek()).toEqual([]);
    // The podium: this game's points and the new all-time totals (the page's, plus what this page sent).
    expect(kit.classPodium()).toEqual([
      { points: 2, allTime: 42 },
      { points: 3, allTime: 33 },
      { points: 2, allTime: 22 },
    ]);
  });

  it('adds every game this page sent to the podium’s all-time totals', async () => {
    const { kit } = classKit();
    await Promise.resolve();
    kit.startClassGame(7, ['a', 'b']);
    kit.teams.setScore(0, 5);
    kit.finishGame();
    kit.startClassGame(7, ['a', 'b']);
    kit.teams.setScore(0, 5);
    kit.finishGame();
    expect(kit.classPodium()).toEqual([
      { points: 2, allTime: 44 },
      { points: 1, allTime: 32 },
    ]);
    // The team setup's cards show the same: the page's totals and what this page sent.
    expect(kit.classTeamTotals(7, CLASSES[0]!.teams[0]!)).toEqual({ lesson: 5, allTime: 44 });
    expect(kit.classTeamTotals(7, CLASSES[0]!.teams[2]!)).toEqual({ lesson: 1, allTime: 20 });
  });

  it('sends nothing when no class plays, and drops words counted for another class', async () => {
    const { kit, sent } = classKit();
    await Promise.resolve();
    kit.startNewGame(2);
    expect(kit.classPlay).toBeNull();
    kit.reportWord('cat', 'right');
    expect(kit.wordOutcomes.peek()).toHaveLength(1);
    kit.endRound({ state: null });
    kit.finishGame();
    expect(sent).toEqual([]);
    expect(kit.classPodium()).toBeNull();

    kit.reportWord('dog', 'wrong');
    kit.startClassGame(7, ['a', 'b']);
    kit.reportWord('fish', 'right');
    kit.endRound({ state: null });
    expect(sent.map((s) => s.result.words.map((w) => w.word))).toEqual([['fish']]);
  });

  it('keeps the class and its teams through a restart, a save and a resume', async () => {
    const { kit, saves, started } = classKit();
    await Promise.resolve();
    kit.startClassGame(7, ['c', 'a']);
    kit.teams.award(0, 3);
    kit.restart();
    expect(kit.classPlay).toEqual({ classId: 7, teams: ['c', 'a'] });
    expect(kit.teams.teams.map((t) => [t.name, t.score])).toEqual([
      ['Dolphins', 0],
      ['Dragons', 0],
    ]);
    kit.teams.award(1, 4);
    kit.endRound({ state: null });
    expect(saves.at(-1)?.state).toMatchObject({ class: { classId: 7, teams: ['c', 'a'] }, teams: { scores: [0, 4] } });

    const { kit: later } = classKit();
    later.applySave(saves.at(-1)!);
    expect(later.pendingResume?.classPlay).toEqual({ classId: 7, teams: ['c', 'a'] });
    await Promise.resolve();
    later.resumeGame();
    expect(later.classPlay).toEqual({ classId: 7, teams: ['c', 'a'] });
    expect(later.teams.teams.map((t) => [t.name, t.score])).toEqual([
      ['Dolphins', 0],
      ['Dragons', 4],
    ]);
    expect(started.length).toBeGreaterThan(0);
  });

  it('saves no class when none plays, so such a save keeps its shape', async () => {
    const { kit, saves } = classKit();
    await Promise.resolve();
    kit.startNewGame(2);
    kit.endRound({ state: null });
    expect(saves.at(-1)?.state).not.toHaveProperty('class');
  });

  it('plays a game without a team setup for the page’s class, with its own teams: words only', async () => {
    const { kit, sent } = classKit({ teams: { min: 2, max: 2, default: 2 }, classId: 7 });
    await Promise.resolve();
    kit.playFromTitle();
    expect(kit.classPlay).toEqual({ classId: 7, teams: [] });
    expect(kit.teams.teams[0]!.name).toBe('Red Circles');
    kit.reportWord('cat', 'right');
    kit.teams.award(0, 5);
    kit.finishGame();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.result.teams).toEqual([]);
    expect(kit.classPodium()).toBeNull();
    // Without a class_id on the page it plays for no class.
    const { kit: none } = classKit({ teams: { min: 1, max: 1, default: 1 } });
    await Promise.resolve();
    none.playFromTitle();
    expect(none.classPlay).toBeNull();
  });

  it('a tool sends the words when it goes back to its title; classResultNow gives its tallies', async () => {
    const { kit, sent } = classKit({ tool: true, classId: 7 });
    kit.bridge.played = () => undefined;
    await Promise.resolve();
    kit.playFromTitle();
    kit.reportWord('cat', 'right');
    kit.backToTitle();
    expect(sent.map((s) => [s.classId, s.result.teams, s.result.words.length])).toEqual([[7, [], 1]]);
    // Nothing to send: nothing sent.
    kit.backToTitle();
    expect(sent).toHaveLength(1);
    // One At A Time: the class's teams as its board, their tallies as points.
    kit.playFromTitle();
    const board = kit.classTeamBoard(2)!;
    expect(board.teams.map((t) => t.name)).toEqual(['Dragons', 'Rockets']);
    expect(kit.classPlay).toEqual({ classId: 7, teams: ['a', 'b'] });
    expect(kit.classResultNow({ points: [4, 1] })?.teams).toEqual([
      { team_id: 'a', points: 4 },
      { team_id: 'b', points: 1 },
    ]);
    kit.backToTitle();
    expect(sent).toHaveLength(2);
  });
});
