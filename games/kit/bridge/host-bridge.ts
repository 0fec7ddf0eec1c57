import {
  readHostToGameMessage,
  type ClassResultInput,
  type GameSave,
  type GameToHostMessage,
  type HostToGameMessage,
  type PrintableKind,
  type PrintMessage,
} from '@playwords/common';

/** The part of `window` the bridge uses, so tests can pass a fake. */
export interface BridgeWindow {
  readonly parent: { postMessage(message: unknown, targetOrigin: string): void };
  addEventListener(type: 'message', listener: (event: { source: unknown; data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { source: unknown; data: unknown }) => void): void;
  setTimeout(handler: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

/** How long the game waits for the host's `load` before starting without a save. */
export const LOAD_TIMEOUT_MS = 1500;

/**
 * The game's side of the host ↔ frame protocol (common/src/api/game-protocol.ts). The frame is sandboxed with an
 * opaque origin, so it cannot name the host's origin: messages go out with targetOrigin '*' (nothing secret is
 * sent) and only messages whose source is the parent window are read.
 */
export class HostBridge {
  /** The session the host posted (`session`), if any. */
  session: { session_id: string; user_token: string } | null = null;
  private readonly win: BridgeWindow;
  private readonly hasHost: boolean;
  private pendingLoad: ((save: GameSave | null) => void) | null = null;
  private readySent = false;
  private readonly listener = (event: { source: unknown; data: unknown }) => this.handleMessage(event);

  constructor(win: BridgeWindow, hasHost = (win.parent as unknown) !== win) {
    this.win = win;
    this.hasHost = hasHost;
    if (hasHost) win.addEventListener('message', this.listener);
  }

  /** Whether the page runs inside a host page (false when a game page is opened on its own). */
  get connected(): boolean {
    return this.hasHost;
  }

  /** Asks the host for the saved progress; null when there is none, no host, or no answer in time. */
  requestSave(timeoutMs = LOAD_TIMEOUT_MS): Promise<GameSave | null> {
    if (!this.hasHost) return Promise.resolve(null);
    this.pendingLoad?.(null);
    return new Promise((resolve) => {
      const timer = this.win.setTimeout(() => finish(null), timeoutMs);
      const finish = (save: GameSave | null) => {
        this.win.clearTimeout(timer);
        if (this.pendingLoad === finish) this.pendingLoad = null;
        resolve(save);
      };
      this.pendingLoad = finish;
      this.send({ type: 'loadplz' });
    });
  }

  /** Progress to keep, sent at the end of each round. */
  saveHistory(save: GameSave): void {
    this.send({ type: 'history', save });
  }

  /** A game was played to its end. */
  played(): void {
    this.send({ type: 'played' });
  }

  /** The first interactive frame is on screen; sent once. */
  ready(): void {
    if (this.readySent) return;
    this.readySent = true;
    this.send({ type: 'ready' });
  }

  fullscreen(): void {
    this.send({ type: 'fullscreen' });
  }

  /** Asks the host to make and save a printable document (the frame cannot save files): Twister's mat. */
  print(request: Omit<PrintMessage, 'type'>): void {
    this.send({ type: 'print', ...request });
  }

  /**
   * The title's 'Print': the host page opens its printables dialog (flashcards, bingo…) with this game's list, on
   * `kind` when given. The PDFs are made and saved there.
   */
  printables(kind?: PrintableKind): void {
    this.send(kind ? { type: 'printables', kind } : { type: 'printables' });
  }

  /**
   * What a class did (a finished game's class points, the outcomes of the words asked since the last result): the
   * host records it for the class, at once or from its offline queue, once per `result.id`.
   */
  classResult(classId: number, result: ClassResultInput): void {
    this.send({ type: 'class-result', class_id: classId, result });
  }

  dispose(): void {
    this.win.removeEventListener('message', this.listener);
    this.pendingLoad?.(null);
  }

  private send(message: GameToHostMessage): void {
    if (this.hasHost) this.win.parent.postMessage(message, '*');
  }

  private handleMessage(event: { source: unknown; data: unknown }): void {
    if (event.source !== this.win.parent) return;
    const message: HostToGameMessage | null = readHostToGameMessage(event.data);
    if (!message) return;
    if (message.type === 'session') {
      this.session = { session_id: message.session_id, user_token: message.user_token };
    } else if (message.type === 'load') {
      this.pendingLoad?.(message.save);
    }
  }
}
