/** Whether an element (or one inside it) is the page's fullscreen element. */
export function isFullscreen(element: Element | null): boolean {
  const current = document.fullscreenElement;
  return element !== null && current !== null && (current === element || element.contains(current));
}

/**
 * Fullscreen on the game's container, then landscape where the browser lets a page lock it (phones and tablets in
 * fullscreen; desktops refuse, which changes nothing). Must run in a user gesture (a click here, or a key press
 * in the game, whose activation the browser passes on to this page).
 */
export async function enterFullscreen(element: HTMLElement): Promise<void> {
  if (!element.requestFullscreen) return;
  try {
    await element.requestFullscreen({ navigationUI: 'hide' });
  } catch {
    return; // Refused (no gesture, or not allowed here): the game stays in the page.
  }
  // Not every browser has screen.orientation, or its lock().
  const orientation = screen.orientation as (ScreenOrientation & { lock?: (o: string) => Promise<void> }) | undefined;
  await orientation?.lock?.('landscape').catch(() => undefined);
}

export async function exitFullscreen(): Promise<void> {
  if (!document.fullscreenElement) return;
  (screen.orientation as ScreenOrientation | undefined)?.unlock?.();
  await document.exitFullscreen().catch(() => undefined);
}

/** The game's fullscreen key: on when off, off when on. */
export function toggleFullscreen(element: HTMLElement): Promise<void> {
  return isFullscreen(element) ? exitFullscreen() : enterFullscreen(element);
}
