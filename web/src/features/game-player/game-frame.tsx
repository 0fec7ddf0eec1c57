import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { GameEntry, GameSessionKeyDto, PrintableKind } from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { FullScreenLoading } from '../../components/full-screen-loading';
import { PrintablesDialog } from '../../components/printables-dialog';
import { gameName } from '../../lib/game-manifests';
import { useLanguage } from '../../lib/i18n';
import { useGamePageSource } from '../../lib/offline-game-page';
import { enterFullscreen, exitFullscreen, isFullscreen, toggleFullscreen } from './fullscreen';
import classes from './game-page.module.css';
import { templateWordlist } from './template-wordlist';
import { useGameBridge } from './use-game-bridge';

/** A game that never says 'ready' (an old build, a crash) is shown anyway after this long. */
export const READY_TIMEOUT_MS = 10_000;

export interface GameFrameProps {
  game: GameEntry;
  html: string;
  sessionKey: GameSessionKeyDto;
  username: string;
  /** The printables dialog offers Twister's mat (her plan plays Twister). */
  twisterMat: boolean;
}

function useFullscreenState(container: RefObject<HTMLDivElement | null>): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const handleChange = () => setOn(isFullscreen(container.current));
    document.addEventListener('fullscreenchange', handleChange);
    return () => document.removeEventListener('fullscreenchange', handleChange);
  }, [container]);
  return on;
}

/**
 * The game in a sandboxed frame (core §2, §4): its page comes from the template call as `srcdoc`, and
 * `sandbox="allow-scripts"` gives it an opaque origin, so it can never read the app's cookies or storage. It
 * inherits this page's Content-Security-Policy (scripts only from /game-assets/). 'LOADING...' covers it until the
 * game says it is ready; in portrait the teacher chooses between the small screen and fullscreen.
 */
export function GameFrame({ game, html, sessionKey, username, twisterMat }: GameFrameProps) {
  const { t } = useTranslation('player');
  const name = gameName(game.internal_name, useLanguage());
  const frame = useRef<HTMLIFrameElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [smallScreen, setSmallScreen] = useState(false);
  const fullscreen = useFullscreenState(container);
  const portrait = useMediaQuery('(orientation: portrait)') ?? false;
  const [printables, setPrintables] = useState<{ kind?: PrintableKind } | null>(null);
  const list = useMemo(() => templateWordlist(html), [html]);
  // The page as it came, or made to boot from the service worker's caches when the server is out of reach.
  const page = useGamePageSource(html);

  const handleGoFullscreen = useCallback(() => {
    if (container.current) void enterFullscreen(container.current);
  }, []);
  const { handleFrameLoad } = useGameBridge({
    frame,
    username,
    gameKey: game.internal_name,
    sessionKey,
    onReady: () => setReady(true),
    onFullscreen: () => {
      if (container.current) void toggleFullscreen(container.current);
    },
    onPrintables: (kind) => {
      if (!list) return;
      // The dialog opens over the page: a fullscreen game would hide it.
      if (isFullscreen(container.current)) void exitFullscreen();
      setPrintables({ kind });
    },
  });

  const readyTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(readyTimer.current), []);
  const handleLoad = useCallback(() => {
    handleFrameLoad();
    window.clearTimeout(readyTimer.current);
    readyTimer.current = window.setTimeout(() => setReady(true), READY_TIMEOUT_MS);
  }, [handleFrameLoad]);

  const askOrientation = portrait && !fullscreen && !smallScreen;

  return (
    <Stack gap="sm" className={classes.player}>
      <Group justify="space-between" gap="sm" className={classes.bar}>
        <Text component="h1" fw={800} size="xl" m={0}>
          {name}
        </Text>
        <Button onClick={handleGoFullscreen} size="md">
          {t('frame.goFullscreen')}
        </Button>
      </Group>
      <div ref={container} className={classes.stage} data-fullscreen={fullscreen || undefined}>
        {page !== null && (
          <iframe
            ref={frame}
            title={name}
            srcDoc={page}
            sandbox="allow-scripts"
            allow="autoplay"
            referrerPolicy="no-referrer"
            className={classes.frame}
            onLoad={handleLoad}
          />
        )}
        {!ready && <FullScreenLoading />}
        {askOrientation && (
          <div className={classes.cover} role="dialog" aria-label={t('frame.portrait.ariaLabel')}>
            <Stack align="center" gap="md" p="lg" className={classes.portrait}>
              <Text fw={800} size="xl" ta="center">
                {t('frame.portrait.text')}
              </Text>
              <Group justify="center">
                <Button variant="white" color="dark" onClick={() => setSmallScreen(true)}>
                  {t('frame.portrait.smallScreen')}
                </Button>
                <Button color="yellow" c="dark" onClick={handleGoFullscreen}>
                  {t('frame.portrait.fullscreen')}
                </Button>
              </Group>
            </Stack>
          </div>
        )}
      </div>
      {list && (
        <PrintablesDialog
          opened={printables !== null}
          onClose={() => setPrintables(null)}
          list={list}
          twisterMat={twisterMat}
          username={username}
          kind={printables?.kind}
        />
      )}
    </Stack>
  );
}
