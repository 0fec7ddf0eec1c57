import { lazy, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { FullScreenLoading } from '../components/full-screen-loading';
import { paths } from '../lib/paths';
import { forgetRememberMe, hasLoggedInBefore, useCurrentUser, useRestoreSession } from '../lib/session';

const LandingPage = lazy(() => import('../features/landing/landing-page'));
const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page'));

/** A returning visitor without a session in memory: ask the server, then show the dashboard or go to /login. */
function RestoreSession() {
  const navigate = useNavigate();
  const { isError } = useRestoreSession();

  useEffect(() => {
    if (!isError) return;
    forgetRememberMe();
    void navigate(paths.login, { replace: true });
  }, [isError, navigate]);

  return <FullScreenLoading />;
}

/**
 * Home ('/', core §2 and §4): the dashboard for a signed-in user, the landing page for a visitor who has
 * never logged in here, and 'LOADING...' while a returning visitor's session is restored.
 */
export function HomeRoute() {
  const user = useCurrentUser();
  if (user) return <DashboardPage />;
  if (!hasLoggedInBefore()) return <LandingPage />;
  return <RestoreSession />;
}
