import { useCallback, useEffect, useRef, type RefObject } from 'react';
import {
  readGameToHostMessage,
  type GameSessionKeyDto,
  type GameToHostMessage,
  type HostToGameMessage,
  type PrintableKind,
} from '@playwords/common';
import { enqueueClassResult } from '../../lib/class-results-queue';
import { markGamePlayed, readGameSave, writeGameSave } from '../../lib/games';
import { downloadTwisterMat } from '../../lib/twister-mat';

export interface GameBridgeOptions {
  frame: RefObject<HTMLIFrameElement | null>;
  username: string;
  gameKey: string;
  sessionKey: GameSessionKeyDto;
  /** The game's first interactive frame is on screen. */
  onReady: () => void;
  /** The game's fullscreen key was pressed. */
  onFullscreen: () => void;
  /** The title's 'Print': open the printables dialog with the game's list, on this choice when given. */
  onPrintables: (kind: PrintableKind | undefined) => void;
}

/**
 * The host side of the game protocol (common/src/api/game-protocol.ts). The frame is sandboxed without
 * allow-same-origin, so its origin is the opaque 'null' and cannot identify it: a message counts only when it
 * comes from this frame's own window (`event.source`), and answers go only to that window (target origin '*'
 * is the only one that reaches an opaque origin, and nothing else holds that window). A class's result goes to
 * the signed-in user's queue of class results (lib/class-results-queue.ts).
 */
export function useGameBridge({
  frame,
  username,
  gameKey,
  sessionKey,
  onReady,
  onFullscreen,
  onPrintables,
}: GameBridgeOptions) {
  const handlers = useRef({ onReady, onFullscreen, onPrintables });
  useEffect(() => {
    handlers.current = { onReady, onFullscreen, onPrintables };
  });

  const post = useCallback(
    (message: HostToGameMessage) => {
      frame.current?.contentWindow?.postMessage(message, '*');
    },
    [frame],
  );

  useEffect(() => {
    function handleMessage(event: MessageEvent) {
      const own = frame.current?.contentWindow;
      if (!own || event.source !== own) return;
      const message: GameToHostMessage | null = readGameToHostMessage(event.data);
      if (!message) return;
      switch (message.type) {
        case 'ready':
          handlers.current.onReady();
          break;
        case 'loadplz':
          post({ type: 'load', save: readGameSave(username, gameKey) });
          break;
        case 'history':
          writeGameSave(username, gameKey, message.save);
          break;
        case 'played':
          markGamePlayed();
          break;
        case 'fullscreen':
          handlers.current.onFullscreen();
          break;
        case 'print':
          // Twister's mat: the frame cannot save a file, so this page makes the PDF and saves it. A failure leaves
          // the game as it was; My Wordlists prints the same mat and says what went wrong.
          void downloadTwisterMat(message.theme, message.words, message.paper).catch(() => undefined);
          break;
        case 'printables':
          handlers.current.onPrintables(message.kind);
          break;
        case 'class-result':
          // Kept on this browser first, then sent (now, or when the network is back): a result is never lost
          // with the page, and its id keeps the server from counting it twice.
          enqueueClassResult(username, message.class_id, message.result);
          break;
      }
    }
    window.addEventListener('message', handleMessage);
    return () => window.removeEventListener('message', handleMessage);
  }, [frame, post, username, gameKey]);

  /** The frame's document has loaded: hand it the game session. */
  const handleFrameLoad = useCallback(() => {
    post({ type: 'session', session_id: sessionKey.session_id, user_token: sessionKey.user_token });
  }, [post, sessionKey]);

  return { handleFrameLoad };
}
