import type Phaser from 'phaser';
import type { SoundName } from './audio/sfx';
import { Sfx } from './audio/sfx';
import { HostBridge, type BridgeWindow } from './bridge/host-bridge';
import type { KitImage, KitImages } from './images/kit-images';
import { FrameStats } from './logic/frame-stats';
import { createRng, type Rng } from './logic/rng';
import { buildSave, readSave, type KitStats } from './logic/save';
import { defaultSettings, validateSettings, type SettingsSchema, type SettingsValues } from './logic/settings';
import { TeamBoard } from './logic/teams';
import { WordDeck, normaliseWords, type WordEntry } from './logic/word-deck';
import type { RenderSize } from './render-size';
import type { RendererKind } from './renderer-choice';
import { KIT_SCENES, PLAY_SCENE } from './scene-keys';
import { Speech } from './speech/speech';
import { STAGE_HEIGHT, STAGE_WIDTH } from './stage';
import type { KitTemplateData } from './template-data';
import { findGame, type GameManifest, type GameSave } from '@playwords/common';

/**
 * What a game tells the kit about itself from its manifest (games/<key>/manifest.ts): its key, its name (the
 * catalogue's, or the manifest's for a game outside it), its tagline and its teams. `bootGame({ ...fromManifest(manifest), settings, … })`.
 */
export function fromManifest(manifest: GameManifest): Pick<GameDefinition, 'key' | 'name' | 'tagline' | 'teams'> {
  const name = findGame(manifest.key)?.name ?? manifest.name;
  if (!name) throw new Error(`${manifest.key} is not a catalogue game and its manifest gives no name`);
  if (!manifest.teams) throw new Error(`${manifest.key}'s manifest says no teams: a playable game must`);
  return {
    key: manifest.key,
    name,
    ...(manifest.tagline ? { tagline: manifest.tagline } : {}),
    teams: manifest.teams,
  };
}

/** What a game tells the kit about itself (its folder's main.ts passes it to `bootGame`). */
export interface GameDefinition<S extends SettingsSchema = SettingsSchema> {
  /** The catalogue key, which is also the folder name. */
  key: string;
  /** Shown when the page has no template data (preview); otherwise the catalogue name from the template. */
  name: string;
  /** One line under the title, e.g. 'Find the hidden words!'. */
  tagline?: string;
  /** How many teams may play; `min === max` skips the team screen. */
  teams: { min: number; max: number; default: number };
  settings: S;
  /** Bump when the shape of your state changes: saves of another version are not offered for resuming. */
  saveVersion: number;
  /** The game's scenes; one of them has the key PLAY_SCENE. */
  scenes: Phaser.Types.Scenes.SceneType[];
}

/** What the play scene's `create(start)` receives. */
export interface PlayStart {
  /** Your state from the last `endRound` (resuming, or the next round), or null for a new game. */
  resume: unknown;
  /** 1 for the first round. */
  round: number;
}

/** What a game passes at the end of a round. */
export interface RoundEnd {
  /** Everything needed to start the next round (and to resume the game later): plain JSON. */
  state: unknown;
  /** Game statistics to keep (merged into the saved `stats`). */
  stats?: Record<string, unknown>;
  /** One short line for the round summary, e.g. '5 words found!'. */
  summary?: string;
}

/** What the teacher panel can ask the play scene to do; pause, scores and restart are the kit's own. */
export interface PanelHandlers<S extends SettingsSchema = SettingsSchema> {
  skip?: () => void;
  reveal?: () => void;
  /** The teacher changed a setting; `kit.settings` already holds the new values. */
  onSettingsChange?: (settings: SettingsValues<S>) => void;
}

/** Everything a game scene gets from the kit (`getKit(this)`). */
export class Kit<S extends SettingsSchema = SettingsSchema> {
  readonly definition: GameDefinition<S>;
  readonly data: KitTemplateData;
  /** 'sample' when the page had no template data (preview, tests). */
  readonly source: 'page' | 'sample';
  readonly rng: Rng;
  readonly bridge: HostBridge;
  readonly speech: Speech;
  readonly sfx = new Sfx();
  readonly frameStats = new FrameStats();
  /** The list's entries, normalised (trimmed, lowercase, no duplicates). */
  readonly words: readonly WordEntry[];
  settings: SettingsValues<S>;
  teams: TeamBoard;
  deck: WordDeck;
  /** Every picture, once loaded (the title screen shows before; `whenImagesReady` waits for them). */
  images!: KitImages;
  private imagesLoading: Promise<KitImages> | null = null;
  private waitingAction: (() => void) | null = null;
  /** Told when a screen change waits for pictures (the overlay shows 'Loading pictures…'). */
  onWaitingChange: ((waiting: boolean) => void) | null = null;
  /** The background of this game session, picked once from the template's backgrounds. */
  gameBackground!: KitImage;
  round = 1;
  stats: KitStats = { gamesFinished: 0, roundsPlayed: 0 };
  panelHandlers: PanelHandlers<S> = {};
  /** A game to resume, from the host's save (null when none). */
  pendingResume: { round: number; teams: TeamBoard; game: unknown } | null = null;
  game!: Phaser.Game;
  /** The renderer Phaser runs (kit/renderer-choice.ts); the benchmark reports it. */
  renderer: RendererKind = 'webgl';
  /** The drawing buffer's size and the cameras' zoom (kit/render-size.ts). */
  renderSize: RenderSize = { width: STAGE_WIDTH, height: STAGE_HEIGHT, zoom: 1 };
  private lastRoundState: unknown = null;

  constructor(
    definition: GameDefinition<S>,
    data: KitTemplateData,
    source: 'page' | 'sample',
    win: BridgeWindow & Window,
    seed?: number,
  ) {
    this.definition = definition;
    this.data = data;
    this.source = source;
    this.rng = createRng(seed);
    this.bridge = new HostBridge(win);
    this.speech = new Speech(win);
    this.words = normaliseWords(data.wordlist?.words ?? []);
    this.settings = defaultSettings(definition.settings);
    this.teams = new TeamBoard(definition.teams.default);
    this.deck = this.newDeck();
  }

  /** The game's name as the catalogue spells it. */
  get name(): string {
    return this.data.game.name || this.definition.name;
  }

  /** A fresh deck over the list's words. */
  newDeck(): WordDeck {
    return new WordDeck(this.words, this.rng);
  }

  /** Applies a save from the host (settings always; the state only when it can be resumed). */
  applySave(save: GameSave | null): void {
    const read = readSave(save, this.definition.saveVersion, this.definition.settings);
    this.settings = read.settings;
    this.stats = read.stats;
    this.pendingResume = read.resume;
  }

  /** Sets settings from the teacher panel; wrong values are refused with their messages. */
  updateSettings(values: Record<string, unknown>): Partial<Record<keyof S, string>> {
    const check = validateSettings(this.definition.settings, { ...this.settings, ...values });
    if (Object.keys(check.errors).length > 0) return check.errors;
    this.settings = check.values;
    this.panelHandlers.onSettingsChange?.(this.settings);
    return {};
  }

  setPanelHandlers(handlers: PanelHandlers<S>): void {
    this.panelHandlers = handlers;
  }

  /** The pictures being loaded (the boot scene calls this); `images` is set when they are all there. */
  setImages(loading: Promise<KitImages>): void {
    this.imagesLoading = loading;
    void loading.then((images) => {
      if (this.imagesLoading === loading) this.images = images;
    });
  }

  /**
   * Runs `action` once every picture is loaded: at once when they are (the usual case: they load while the title
   * and team screens show), otherwise when the last one arrives. Play scenes read `kit.images` in `create`.
   */
  whenImagesReady(action: () => void): void {
    if (this.images || !this.imagesLoading) return action();
    // Only the last request counts (a teacher pressing Play again while waiting starts one game), and the overlay
    // says why nothing happens yet.
    const first = this.waitingAction === null;
    this.waitingAction = action;
    this.onWaitingChange?.(true);
    if (!first) return;
    const loading = this.imagesLoading;
    void loading.then(() => {
      const next = this.waitingAction;
      this.waitingAction = null;
      this.onWaitingChange?.(false);
      if (this.imagesLoading === loading) next?.();
    });
  }

  /** A new game with `teamCount` teams: scores at zero, round 1, a fresh deck. */
  startNewGame(teamCount: number): void {
    this.whenImagesReady(() => {
      this.teams = new TeamBoard(Math.min(this.definition.teams.max, Math.max(this.definition.teams.min, teamCount)));
      this.round = 1;
      this.deck = this.newDeck();
      this.pendingResume = null;
      this.goTo(PLAY_SCENE, { resume: null, round: 1 } satisfies PlayStart);
    });
  }

  /** Continues the saved game (the title screen's 'Resume'). */
  resumeGame(): void {
    const resume = this.pendingResume;
    if (!resume) return this.goTo(KIT_SCENES.teams);
    this.whenImagesReady(() => {
      this.teams = resume.teams;
      this.round = resume.round;
      this.pendingResume = null;
      this.goTo(PLAY_SCENE, { resume: resume.game, round: resume.round } satisfies PlayStart);
    });
  }

  /** Ends a round: saves through the host and shows the round summary. */
  endRound(end: RoundEnd): void {
    this.stats = { ...this.stats, ...end.stats, roundsPlayed: this.stats.roundsPlayed + 1 };
    this.lastRoundState = end.state;
    this.save({ round: this.round + 1, teams: this.teams.toState(), game: end.state, finished: false });
    this.goTo(KIT_SCENES.summary, { summary: end.summary ?? '' });
  }

  /** The summary's 'Next round'. */
  nextRound(): void {
    this.round += 1;
    this.goTo(PLAY_SCENE, { resume: this.lastRoundState, round: this.round } satisfies PlayStart);
  }

  /** Ends the game: saves, tells the host it was played, shows the podium. */
  finishGame(options: { stats?: Record<string, unknown> } = {}): void {
    this.stats = { ...this.stats, ...options.stats, gamesFinished: this.stats.gamesFinished + 1 };
    this.save({ round: this.round, teams: this.teams.toState(), game: null, finished: true });
    this.bridge.played();
    this.goTo(KIT_SCENES.podium);
  }

  /** The teacher panel's 'Restart': the same teams, scores at zero, round 1. */
  restart(): void {
    this.startNewGame(this.teams.count);
  }

  play(sound: SoundName): void {
    this.sfx.play(sound);
  }

  /** Stops every scene but the overlay and starts `key`; the overlay stays on top. */
  goTo(key: string, data?: object): void {
    const manager = this.game.scene;
    this.panelHandlers = {};
    this.speech.stop();
    for (const scene of manager.getScenes(false)) {
      const sceneKey = scene.sys.settings.key;
      if (sceneKey !== KIT_SCENES.overlay && (scene.sys.isActive() || scene.sys.isPaused() || scene.sys.isSleeping())) {
        manager.stop(sceneKey);
      }
    }
    manager.start(key, data);
    manager.bringToTop(KIT_SCENES.overlay);
  }

  private save(state: Parameters<typeof buildSave>[2]): void {
    this.bridge.saveHistory(buildSave(this.definition.saveVersion, this.settings, state, this.stats));
  }
}

/** The kit of the running game, from any of its scenes. */
export function getKit<S extends SettingsSchema = SettingsSchema>(scene: Phaser.Scene): Kit<S> {
  const kit = scene.registry.get('kit') as Kit<S> | undefined;
  if (!kit) throw new Error('The game kit is not booted: start the game with bootGame().');
  return kit;
}
