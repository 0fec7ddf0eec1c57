import { lazy, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { FullScreenLoading } from '../components/full-screen-loading';
import { paths } from '../lib/paths';
import {
  endLostSession,
  hasLoggedInBefore,
  loginAfterFailedRestore,
  useCurrentUser,
  useRestoreSession,
  useSignedInHere,
  wasSignedIn,
} from '../lib/session';

const LandingPage = lazy(() => import('../features/landing/landing-page'));
const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page'));

/**
 * A returning visitor without a session in memory: ask the server, then show the dashboard or go to /login (which
 * says why when the session she had here is gone: a newer login on too many devices, or it expired).
 */
function RestoreSession() {
  const navigate = useNavigate();
  const { isError, error } = useRestoreSession();
  const signedInHere = useSignedInHere();

  useEffect(() => {
    if (!isError) return;
    void navigate(paths.login, loginAfterFailedRestore(endLostSession(signedInHere, error)));
  }, [isError, error, signedInHere, navigate]);

  return <FullScreenLoading />;
}

/**
 * Home ('/', core §2 and §4): the dashboard for a signed-in user, the landing page for a visitor who has
 * never logged in here, and 'LOADING...' while a returning visitor's session is restored.
 */
export function HomeRoute() {
  const user = useCurrentUser();
  if (user) return <DashboardPage />;
  // A tab signed in without "remember me" is restored too: its session outlives a reload.
  if (!hasLoggedInBefore() && !wasSignedIn()) return <LandingPage />;
  return <RestoreSession />;
}
