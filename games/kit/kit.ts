import type Phaser from 'phaser';
import type { SoundName } from './audio/sfx';
import { Sfx } from './audio/sfx';
import { HostBridge, type BridgeWindow } from './bridge/host-bridge';
import type { KitImage, KitImages } from './images/kit-images';
import { chineseName, chineseTagline } from './game-names';
import {
  buildClassResult,
  classFits,
  classPointsGiven,
  classPointsOf,
  classTeamStyles,
  newResultId,
  playingTeams,
  readClasses,
  readClassId,
  readClassPlay,
  type ClassPlay,
} from './logic/class-play';
import { FrameStats } from './logic/frame-stats';
import { currentLanguage, kitText, setLanguage } from './logic/i18n';
import { createRng, type Rng } from './logic/rng';
import { buildSave, countOf, readRecord, readSave, type KitStats, type RecordRules } from './logic/save';
import { pictureUrlsByText, WordPictures } from './logic/pictures';
import {
  defaultSettings,
  picturesOnlyOn,
  validateSettings,
  type SettingsSchema,
  type SettingsValues,
} from './logic/settings';
import { MAX_TEAMS, rankTeams, TeamBoard, type Placing, type Team } from './logic/teams';
import { WordDeck, normaliseWords, type WordEntry } from './logic/word-deck';
import { WordOutcomeTally, type WordOutcome } from './logic/word-outcomes';
import type { RenderSize } from './render-size';
import type { RendererKind } from './renderer-choice';
import { KIT_SCENES, PLAY_SCENE } from './scene-keys';
import { Speech } from './speech/speech';
import { STAGE_HEIGHT, STAGE_WIDTH } from './stage';
import type { KitTemplateData } from './template-data';
import {
  findPlayableGame,
  type ClassResultInput,
  type ClassResultMessage,
  type GameClass,
  type GameClassTeam,
  type GameManifest,
  type GameSave,
  type Language,
  type PrintableKind,
} from '@playwords/common';
import enKit from '@playwords/common/i18n/en/kit';

/**
 * What a game tells the kit about itself from its manifest (games/<key>/manifest.json): its key, its name (common's:
 * the catalogue's or One At A Time's; the manifest's for a game common does not know yet), its tagline and its teams.
 * `bootGame({ ...fromManifest(manifest), settings, … })`. The manifest is not checked again here (that would put
 * the schema library in every game page): `kit/manifests.test.ts` checks every one with common's `parseManifest`.
 */
export function fromManifest(
  manifest: Pick<GameManifest, 'key' | 'name' | 'tagline' | 'teams' | 'tool'>,
): Pick<GameDefinition, 'key' | 'name' | 'tagline' | 'teams' | 'tool' | 'usesWords'> {
  const entry = findPlayableGame(manifest.key);
  const name = entry?.name ?? manifest.name;
  if (!name) throw new Error(`${manifest.key} is not a catalogue game and its manifest gives no name`);
  const teams = manifest.tool ? { min: 1, max: 1, default: 1 } : manifest.teams;
  if (!teams) throw new Error(`${manifest.key}'s manifest says no teams: a playable game must`);
  return {
    key: manifest.key,
    name,
    ...(manifest.tagline ? { tagline: manifest.tagline } : {}),
    teams,
    ...(manifest.tool ? { tool: true } : {}),
    // The catalogue says which games play no list (its `uses_words`, which the server reads too): one source.
    ...(entry && !entry.uses_words ? { usesWords: false } : {}),
  };
}

/** What a game's state rules are told: the settings and the number of teams of the game being started. */
export interface StateContext<S extends SettingsSchema = SettingsSchema> {
  settings: SettingsValues<S>;
  teams: number;
}

/**
 * A game's own state, typed: what a new game starts with, and the reading of a saved one. A save from an older
 * version or a tampered one parses to null: the game starts fresh and its title screen says so, never crashes.
 */
export interface GameStateRules<S extends SettingsSchema, State> {
  initial(context: StateContext<S>): State;
  parse(saved: unknown, context: StateContext<S>): State | null;
}

/** What a game tells the kit about itself (its folder's main.ts passes it to `bootGame`). */
export interface GameDefinition<S extends SettingsSchema = SettingsSchema, State = unknown, C extends string = string> {
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
  /**
   * The game's scenes; one of them has the key PLAY_SCENE. Each starts with its class's own field values every time
   * (a round, a restart): nothing a scene set in the last round is left over.
   */
  scenes: Phaser.Types.Scenes.SceneType[];
  /**
   * A classroom tool (the wheels, One At A Time): no teams, rounds, summary or podium. Title → the tool → back to
   * the title (`kit.backToTitle()`); nothing to resume.
   */
  tool?: boolean;
  /**
   * False for a game that plays no word list (Prepositions, Number Line, the Character and Number Wheels: the
   * catalogue's `uses_words`, which `fromManifest` copies). The server sends such a game no list and the web app asks
   * for none; the kit ignores any list it is given (`kit.words` is empty), its title screen names none, and its play
   * scene plays without one (no 'no words' notice). True when left out.
   */
  usesWords?: boolean;
  /** What a round is called on the round summary ('Wave 2 done!' in UFO Blockade); 'Round' when left out. */
  roundName?: string;
  /**
   * How the round summary and the podium rank the teams and say their values, when not by score in points: the
   * game's own measure (damage, time, words found; `value(teamIndex)` reads the game's state, the team's score when
   * left out), its unit in the singular and the plural, and whether less is better. `tieBreak(teamIndex)` orders
   * teams of the same value (higher first), which otherwise share their place.
   */
  standings?: {
    value?(teamIndex: number): number;
    unit: { one: string; other: string };
    lowerIsBetter?: boolean;
    tieBreak?(teamIndex: number): number;
  };
  /** The game's state between rounds and in a save (without them a scene gets `null`). */
  state?: GameStateRules<S, State>;
  /** The game's own statistics, each a count kept across games (`kit.stats.<name>`, 0 until set). */
  stats?: readonly C[];
  /**
   * One more button on the title screen, under Play, for what the teacher does before playing (Twister: print the
   * floor mat). `run` gets the title scene (to show a dialog on it).
   */
  titleAction?: { label: string; key?: string; run: (scene: Phaser.Scene) => void };
  /**
   * The printable the title's 'Print' opens the host's dialog on (Word Search: its worksheet; Twister: the mat); the
   * dialog's first (flashcards) when left out. Every game that plays a list has 'Print'.
   */
  printable?: PrintableKind;
}

/** What the play scene's `create(start)` receives. */
export interface PlayStart<State = unknown> {
  /** The game's state: a resumed game's, the next round's (what the last round passed to `endRound`), or a new game's. */
  state: State;
  /** Whether this round continues a saved game. */
  resumed: boolean;
  /** 1 for the first round. */
  round: number;
}

/** What a game passes at the end of a round. */
export interface RoundEnd<State = unknown, C extends string = string> {
  /** Everything needed to start the next round (and to resume the game later): plain JSON. */
  state: State;
  /** The game's statistics to keep (merged into the saved `stats`). */
  stats?: Partial<Record<C, number>>;
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

/** The saved-game notice the title screen shows when a save could not be read back (in English; `kit.notice` is in the page's language). */
export const UNREADABLE_SAVE_NOTICE = enKit.title.unreadableSave;

/** Everything a game scene gets from the kit (`getKit(this)`). */
export class Kit<S extends SettingsSchema = SettingsSchema, State = unknown, C extends string = string> {
  readonly definition: GameDefinition<S, State, C>;
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
  /**
   * The words' pictures: `key(word)` is the texture key of a word's picture (by the entry's text), null when it has
   * none or it failed to load; `has(word)`. They load with the other pictures (`whenImagesReady`).
   */
  readonly pictures: WordPictures;
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
  stats: KitStats & Record<C, number> = { gamesFinished: 0, roundsPlayed: 0 } as KitStats & Record<C, number>;
  /** What games keep across games besides counts, by record name (`readRecord` / `keepRecord`). */
  records: Record<string, unknown> = {};
  panelHandlers: PanelHandlers<S> = {};
  /** True while a letter keyboard or keypad (ui/letter-keys.ts) takes the letter keys: F and M then type letters. */
  lettersTyped = false;
  /** A game to resume, from the host's save (null when none), with the class it was played for. */
  pendingResume: { round: number; teams: TeamBoard; game: State; classPlay?: ClassPlay | null } | null = null;
  /** Said on the title screen (a save that could not be read), or null. */
  notice: string | null = null;
  game!: Phaser.Game;
  /** The renderer Phaser runs (kit/renderer-choice.ts); the benchmark reports it. */
  renderer: RendererKind = 'webgl';
  /** The drawing buffer's size and the cameras' zoom (kit/render-size.ts). */
  renderSize: RenderSize = { width: STAGE_WIDTH, height: STAGE_HEIGHT, zoom: 1 };
  /** The outcomes of the words asked since the last class result (see `reportWord`; `peek()` reads them). */
  readonly wordOutcomes = new WordOutcomeTally();
  /** Her classes the page carries (checked: kit/logic/class-play), for the team setup to offer. */
  readonly classes: readonly GameClass[];
  /** The class the page was opened for (a lesson plan's `class_id`), preselected; null when none. */
  readonly preselectedClassId: number | null;
  /**
   * The class playing, or null: its id and its team ids by game team index (`teams[i]` plays as `kit.teams.teams[i]`;
   * empty when the game plays with its own teams: one class together, two halves, a tool). Kept by a restart, a
   * save and a resume.
   */
  classPlay: ClassPlay | null = null;
  /** The class results sent from this page, oldest first (a browser test reads them). */
  readonly classResultsSent: ClassResultMessage[] = [];
  /** Class points the results of this page gave, by class id and team id (the podium's all-time totals). */
  private readonly classPointsSent = new Map<string, number>();
  /** The class points the last finished game won, by class team id (the podium shows them). */
  lastClassPoints: ClassResultInput['teams'] | null = null;
  /** Makes a class result's id and its time (tests replace them). */
  makeResultId: () => string = () => newResultId(globalThis.crypto);
  now: () => Date = () => new Date();
  private lastRoundState: State | null = null;
  private readonly resetters = new WeakSet<Phaser.Scene>();

  constructor(
    definition: GameDefinition<S, State, C>,
    data: KitTemplateData,
    source: 'page' | 'sample',
    win: BridgeWindow & Window,
    seed?: number,
  ) {
    this.definition = definition;
    this.data = data;
    this.source = source;
    // First: the teams' names and every text from here on are in the page's language.
    setLanguage(data.language);
    this.rng = createRng(seed);
    this.bridge = new HostBridge(win);
    this.speech = new Speech(win);
    this.words = definition.usesWords === false ? [] : normaliseWords(data.wordlist?.words ?? []);
    this.pictures = new WordPictures(
      definition.usesWords === false
        ? new Map()
        : pictureUrlsByText(data.wordlist?.words ?? [], data.wordlist?.pictures),
    );
    this.settings = defaultSettings(definition.settings);
    this.classes = readClasses(data.classes);
    this.preselectedClassId = readClassId(data.class_id, this.classes);
    this.teams = new TeamBoard(definition.teams.default);
    this.deck = this.newDeck();
  }

  /** Whether the game plays a word list (false: a list-free game, see `GameDefinition.usesWords`). */
  get usesWords(): boolean {
    return this.definition.usesWords !== false;
  }

  /** The language of the kit's and the game's texts ('en' or 'zh-CN'; the template data's `language`). */
  get language(): Language {
    return currentLanguage();
  }

  /**
   * The game's name as the catalogue spells it, in Chinese for a zh-CN page when the game's manifest.zh-CN.json
   * names it (else in English).
   */
  get name(): string {
    const english = this.data.game.name || this.definition.name;
    return (this.language === 'zh-CN' ? chineseName(this.definition.key) : null) ?? english;
  }

  /** The title screen's line under the name, in the page's language (the manifest's English otherwise). */
  get tagline(): string | undefined {
    return (this.language === 'zh-CN' ? chineseTagline(this.definition.key) : null) ?? this.definition.tagline;
  }

  /**
   * Whether the game's settings have the kit's 'Pictures only' toggle (`setting.picturesOnly()` under the key
   * `picturesOnly`) and it is on: the listening question's choices show a word's picture without its text.
   */
  get picturesOnly(): boolean {
    return picturesOnlyOn(this.definition.settings, this.settings);
  }

  /**
   * How a word went when the game asked it: 'right', 'wrong' (a miss: a wrong answer, a wrong try, time up),
   * 'skipped' or 'revealed'. The kit's own question and judge flows report theirs; a game that decides a word's
   * outcome itself reports it here. A class playing gets the counts with its result (the words it finds hard).
   */
  reportWord(word: string | WordEntry, outcome: WordOutcome): void {
    if (!this.usesWords) return;
    this.wordOutcomes.add(typeof word === 'string' ? word : word.text, outcome);
  }

  /** A fresh deck over the list's words. */
  newDeck(): WordDeck {
    return new WordDeck(this.words, this.rng);
  }

  /** Applies a save from the host (settings always; the state only when it can be resumed). */
  applySave(save: GameSave | null): void {
    const read = readSave(save, this.definition.saveVersion, this.definition.settings, this.classes);
    this.settings = read.settings;
    const counts = Object.fromEntries((this.definition.stats ?? []).map((name) => [name, countOf(read.stats[name])]));
    this.stats = { ...read.stats, ...counts } as KitStats & Record<C, number>;
    this.records = read.records;
    this.pendingResume = null;
    this.notice = null;
    // A tool keeps its settings; there is nothing of it to resume.
    if (!read.resume || this.definition.tool) return;
    const rules = this.definition.state;
    const game = rules ? rules.parse(read.resume.game, this.stateContext(read.resume.teams.count)) : null;
    if (rules && game === null) {
      this.notice = kitText('title.unreadableSave');
      return;
    }
    this.pendingResume = {
      round: read.resume.round,
      teams: read.resume.teams,
      game: game as State,
      classPlay: read.resume.classPlay,
    };
  }

  private stateContext(teams: number): StateContext<S> {
    return { settings: this.settings, teams };
  }

  /** A new game's state (null for a game without state rules). */
  private initialState(): State {
    return (this.definition.state?.initial(this.stateContext(this.teams.count)) ?? null) as State;
  }

  /** Sets settings from the teacher panel; wrong values are refused with their messages. */
  updateSettings(values: Record<string, unknown>): Partial<Record<keyof S, string>> {
    const check = validateSettings(this.definition.settings, { ...this.settings, ...values });
    if (Object.keys(check.errors).length > 0) return check.errors;
    this.settings = check.values;
    // A tool has no round end to save at: its settings are kept as soon as they change (nothing to resume).
    if (this.definition.tool) this.save({ round: 1, teams: this.teams.toState(), game: null, finished: true });
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

  /**
   * A new game with `teamCount` of the kit's teams: scores at zero, round 1, a fresh deck. A game with a team setup
   * plays so for no class ('Our teams'); a game for a fixed number of teams (and a tool) plays for the preselected
   * class, if any, with its own teams.
   */
  startNewGame(teamCount: number): void {
    const { min, max } = this.definition.teams;
    const fixed = this.definition.tool === true || min === max;
    const play = fixed && this.preselectedClassId !== null ? { classId: this.preselectedClassId, teams: [] } : null;
    this.begin(() => new TeamBoard(Math.min(max, Math.max(min, teamCount))), play);
  }

  /**
   * A new game for a class, its chosen teams playing as the game's teams (their names, colours and shapes): false
   * (nothing starts) when the class is not on the page, a team is not in it, or the count is outside the game's.
   */
  startClassGame(classId: number, teamIds: readonly string[]): boolean {
    const { min, max } = this.definition.teams;
    const play = readClassPlay({ classId, teams: [...teamIds] }, this.classes);
    const teams = play ? playingTeams(play, this.classes) : null;
    if (!play || !teams || teams.length < min || teams.length > max) return false;
    this.begin(() => new TeamBoard(classTeamStyles(teams)), play);
    return true;
  }

  /** The class playing, as the page carries it (its teams' totals), or null. */
  get playingClass(): GameClass | null {
    const id = this.classPlay?.classId;
    return this.classes.find((c) => c.id === id) ?? null;
  }

  /** The classes the team setup offers: those with at least the game's least number of teams can play. */
  classFits(cls: GameClass): boolean {
    return classFits(cls, this.definition.teams.min);
  }

  /**
   * A tool that gives points to a class's teams (One At A Time): a board of the playing class's teams (the first
   * `max`), which the class play then names, so `classResultNow({ points })` gives them their tallies. Null when no
   * class plays.
   */
  classTeamBoard(max = MAX_TEAMS): TeamBoard | null {
    const cls = this.playingClass;
    if (!cls || !this.classPlay) return null;
    const teams = cls.teams.slice(0, Math.max(1, Math.min(MAX_TEAMS, max)));
    this.classPlay = { classId: cls.id, teams: teams.map((team) => team.id) };
    return new TeamBoard(classTeamStyles(teams));
  }

  /** Starts a game of these teams for this class (or none): the tally of another class's words is dropped. */
  private begin(board: () => TeamBoard, play: ClassPlay | null): void {
    this.whenImagesReady(() => {
      this.playFor(play);
      this.teams = board();
      this.round = 1;
      this.deck = this.newDeck();
      this.pendingResume = null;
      this.notice = null;
      this.lastClassPoints = null;
      this.goTo(PLAY_SCENE, { state: this.initialState(), resumed: false, round: 1 } satisfies PlayStart<State>);
    });
  }

  /** The class from now on; the words counted for another (or none) are not this class's and are dropped. */
  private playFor(play: ClassPlay | null): void {
    if (play?.classId !== this.classPlay?.classId) this.wordOutcomes.take();
    this.classPlay = play;
  }

  /**
   * Sends the class playing a result now: the outcomes of the words asked since the last one and, when given,
   * points by game team index (a tool's tallies: One At A Time's, for a class's teams), capped. A tool's
   * `backToTitle` sends one by itself (words). Nothing is sent when no class plays or there is nothing to send.
   */
  classResultNow(options: { points?: readonly number[] } = {}): ClassResultInput | null {
    const play = this.classPlay;
    return this.sendClassResult(play && options.points ? classPointsGiven(options.points, play.teams) : []);
  }

  private sendClassResult(teams: ClassResultInput['teams']): ClassResultInput | null {
    const play = this.classPlay;
    const words = this.wordOutcomes.take();
    if (!play) return null;
    const built = buildClassResult({
      id: '',
      playedAt: this.now().toISOString(),
      game: this.definition.key,
      wordlistId: this.usesWords ? (this.data.wordlist?.id ?? null) : null,
      teams,
      words,
    });
    if (!built) return null;
    // A fresh id for each result sent (the host and the server record it once).
    const result = { ...built, id: this.makeResultId() };
    this.bridge.classResult(play.classId, result);
    this.classResultsSent.push({ type: 'class-result', class_id: play.classId, result });
    for (const { team_id, points } of result.teams) {
      const key = `${play.classId}:${team_id}`;
      this.classPointsSent.set(key, (this.classPointsSent.get(key) ?? 0) + points);
    }
    return result;
  }

  /**
   * The podium's class points, by game team index: what the last finished game won (`+3 class points`) and the
   * team's new all-time total (the page's, plus what this page has sent since). Null when no class's teams played.
   */
  classPodium(): { points: number; allTime: number }[] | null {
    const play = this.classPlay;
    const teams = play && play.teams.length > 0 ? playingTeams(play, this.classes) : null;
    if (!play || !teams) return null;
    return teams.map((team) => ({
      points: this.lastClassPoints?.find((won) => won.team_id === team.id)?.points ?? 0,
      allTime: this.classTeamTotals(play.classId, team).allTime,
    }));
  }

  /**
   * A class team's running totals as the team setup shows them: the page's (this lesson, all time) plus the points
   * this page has sent it since.
   */
  classTeamTotals(classId: number, team: GameClassTeam): { lesson: number; allTime: number } {
    const sent = this.classPointsSent.get(`${classId}:${team.id}`) ?? 0;
    return { lesson: team.lesson + sent, allTime: team.all_time + sent };
  }

  /** The teams ranked for the round summary and the podium: by the game's own measure, or by score. */
  standings(): Placing[] {
    const own = this.definition.standings;
    const value = own?.value;
    const measure = value ? (team: Team) => value(this.teams.teams.indexOf(team)) : undefined;
    const tieBreak = own?.tieBreak;
    const tie = tieBreak ? (team: Team) => tieBreak(this.teams.teams.indexOf(team)) : undefined;
    return rankTeams(this.teams.teams, measure, own?.lowerIsBetter, tie);
  }

  /** The round summary's title: 'Round 2 done!', or in the game's own word for a round ('Wave 2 done!'). */
  roundDoneTitle(): string {
    const name = this.definition.roundName;
    return name
      ? kitText('summary.namedRoundDone', { name, round: this.round })
      : kitText('summary.roundDone', { round: this.round });
  }

  /** A ranked value as the summary and the podium say it: '42 damage', '1 heart', '7 points'. */
  describeStanding(value: number): string {
    const unit = this.definition.standings?.unit;
    if (!unit) return kitText('summary.points', { count: value });
    return `${value} ${value === 1 ? unit.one : unit.other}`;
  }

  /**
   * The title screen's Play: a tool opens at once, a game for a fixed number of teams (one class together, two
   * halves of the screen) starts with them, the others ask for teams first.
   */
  playFromTitle(): void {
    if (this.definition.tool) return this.startNewGame(1);
    const { min, max } = this.definition.teams;
    if (min === max) return this.startNewGame(min);
    this.goTo(KIT_SCENES.teams);
  }

  /** A tool's way out: back to its title screen (it has no podium), telling the host it was used. */
  backToTitle(): void {
    if (!this.definition.tool) throw new Error('backToTitle is for tools: a game ends with finishGame');
    this.bridge.played();
    this.classResultNow();
    this.goTo(KIT_SCENES.title);
  }

  /** Continues the saved game (the title screen's 'Resume'). */
  resumeGame(): void {
    const resume = this.pendingResume;
    if (!resume) return this.goTo(KIT_SCENES.teams);
    this.whenImagesReady(() => {
      this.playFor(resume.classPlay ?? null);
      this.teams = resume.teams;
      this.round = resume.round;
      this.pendingResume = null;
      this.goTo(PLAY_SCENE, { state: resume.game, resumed: true, round: resume.round } satisfies PlayStart<State>);
    });
  }

  /** Ends a round: saves through the host and shows the round summary. */
  endRound(end: RoundEnd<State, C>): void {
    if (this.definition.tool) throw new Error('A tool has no rounds: it goes back with backToTitle');
    this.stats = { ...this.stats, ...end.stats, roundsPlayed: this.stats.roundsPlayed + 1 };
    this.lastRoundState = end.state;
    this.save({ round: this.round + 1, teams: this.teams.toState(), game: end.state, finished: false });
    // The class gets the words of the round (its points come with the game's end).
    this.sendClassResult([]);
    this.goTo(KIT_SCENES.summary, { summary: end.summary ?? '' });
  }

  /** The summary's 'Next round'. */
  nextRound(): void {
    this.round += 1;
    const state = this.lastRoundState ?? this.initialState();
    this.goTo(PLAY_SCENE, { state, resumed: false, round: this.round } satisfies PlayStart<State>);
  }

  /** Ends the game: saves, tells the host it was played, shows the podium. */
  finishGame(options: { stats?: Partial<Record<C, number>> } = {}): void {
    if (this.definition.tool) throw new Error('A tool has no podium: it goes back with backToTitle');
    this.stats = { ...this.stats, ...options.stats, gamesFinished: this.stats.gamesFinished + 1 };
    this.save({ round: this.round, teams: this.teams.toState(), game: null, finished: true });
    this.bridge.played();
    // The class's teams get their points by place (the kit's standings), with the words since the last result.
    const play = this.classPlay;
    const points = play && play.teams.length > 0 ? classPointsOf(this.placesByTeam(), play.teams) : [];
    this.lastClassPoints = play && play.teams.length > 0 ? points : null;
    this.sendClassResult(points);
    this.goTo(KIT_SCENES.podium);
  }

  /** Each game team's place in the standings (`places[i]`: team i's). */
  private placesByTeam(): number[] {
    const places = this.teams.teams.map(() => this.teams.count);
    for (const { team, place } of this.standings()) {
      const index = this.teams.teams.indexOf(team);
      if (index >= 0) places[index] = place;
    }
    return places;
  }

  /** The teacher panel's 'Restart': the same teams (a class's stay that class's), scores at zero, round 1. */
  restart(): void {
    const play = this.classPlay;
    if (play && play.teams.length > 0) {
      const styles = this.teams.styles;
      return this.begin(() => new TeamBoard(styles), play);
    }
    const { min, max } = this.definition.teams;
    const count = this.teams.count;
    this.begin(() => new TeamBoard(Math.min(max, Math.max(min, count))), play);
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
    this.startFresh(key);
    manager.start(key, data);
    manager.bringToTop(KIT_SCENES.overlay);
  }

  /**
   * A game scene starts with its class's own field values every time (a new round, a restart, `scene.restart`),
   * so nothing the last round set can leak into the next: when Phaser starts it (after the last run's shutdown),
   * its fields are set again from a fresh instance of its class (a Phaser scene's own parts are not fields).
   * Functions stay as they are: a field holding an arrow function is bound to the scene it was made for.
   */
  private startFresh(key: string): void {
    const scene = this.game.scene.getScene(key);
    if (!scene || this.resetters.has(scene) || !this.definition.scenes.includes(scene.constructor as never)) return;
    this.resetters.add(scene);
    const SceneClass = scene.constructor as new () => Phaser.Scene;
    scene.sys.events.on('start', () => {
      const fresh = new SceneClass() as unknown as Record<string, unknown>;
      for (const field of Object.keys(fresh)) {
        if (field === 'sys' || typeof fresh[field] === 'function') continue;
        (scene as unknown as Record<string, unknown>)[field] = fresh[field];
      }
    });
  }

  private save(state: Parameters<typeof buildSave>[2]): void {
    // The class playing goes with the save (left out when none: such a save keeps its old shape).
    const withClass = this.classPlay
      ? { ...state, class: { ...this.classPlay, teams: [...this.classPlay.teams] } }
      : state;
    this.bridge.saveHistory(buildSave(this.definition.saveVersion, this.settings, withClass, this.stats, this.records));
  }

  /** A record the game keeps across games (its saved value, or its initial one). */
  readRecord<R>(rules: RecordRules<R>): R {
    return readRecord(this.records, rules);
  }

  /** Sets a record; it is saved with the round's end or the game's (the next save). */
  keepRecord<R>(rules: RecordRules<R>, value: R): void {
    this.records = { ...this.records, [rules.name]: value };
  }
}

/** The kit of the running game, from any of its scenes (typed by the game's settings, state and statistics). */
export function getKit<S extends SettingsSchema = SettingsSchema, State = unknown, C extends string = string>(
  scene: Phaser.Scene,
): Kit<S, State, C> {
  const kit = scene.registry.get('kit') as Kit<S, State, C> | undefined;
  if (!kit) throw new Error('The game kit is not booted: start the game with bootGame().');
  return kit;
}
