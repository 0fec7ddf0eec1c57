import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ClassResultsFlusher } from '../lib/class-results-queue';
import { theme } from './theme';

// Notifications and the modals manager are not needed to show the first page, so their code loads once the
// browser is idle. They listen to events (`notifications.show`, `modals.openConfirmModal`), so they need not
// wrap the app.
const DeferredOverlays = lazy(() => import('./deferred-overlays'));

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 1500);
  return () => window.clearTimeout(id);
}

function IdleOverlays() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <DeferredOverlays />
    </Suspense>
  );
}

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine transitions and portals. */
  env?: 'default' | 'test';
}

/**
 * Theme (light only: the CSP allows no colour-scheme script), data cache, notifications and modals, and the
 * queue of class results that waits for the network.
 */
export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} forceColorScheme="light" env={env}>
      <QueryClientProvider client={queryClient}>
        {/* Class results played offline go to the server when it can be reached (issue 21). */}
        <ClassResultsFlusher />
        {children}
        {env === 'default' && <IdleOverlays />}
      </QueryClientProvider>
    </MantineProvider>
  );
}
