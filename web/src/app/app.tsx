import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

const queryClient = createQueryClient();

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      {/* No transitions: signing out must commit its move to /login at once (see useSignOut). */}
      <BrowserRouter useTransitions={false}>
        {/* The first render waits for the reader's catalogue when it is not bundled (a Chinese reader's). */}
        <Suspense fallback={null}>
          <AppRoutes />
        </Suspense>
      </BrowserRouter>
    </AppProviders>
  );
}
