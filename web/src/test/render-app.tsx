import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, type InitialEntry } from 'react-router';
import type { UserDto } from '@playwords/common';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/routes';
import { createQueryClient } from '../lib/query-client';
import { setCurrentUser } from '../lib/session';

/** Shows where the router is, so tests can assert redirects. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/**
 * How long a test waits for a lazily loaded page to appear: its chunk is transformed on first import, which takes
 * seconds on a busy 2-core machine running the whole suite (5 s was not always enough).
 */
export const LAZY = { timeout: 15_000 };

export interface RenderAppOptions {
  /** A signed-in user already in memory. */
  user?: UserDto;
}

/** Renders the real route table at `entry`, with fresh providers. */
export function renderApp(entry: InitialEntry, { user }: RenderAppOptions = {}) {
  const queryClient = createQueryClient();
  if (user) setCurrentUser(queryClient, user);
  const utils = render(
    <AppProviders queryClient={queryClient} env="test">
      <MemoryRouter initialEntries={[entry]} useTransitions={false}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, queryClient };
}
