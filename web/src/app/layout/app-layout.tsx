import { useAccountLanguage } from '../../lib/account-language';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageErrorBoundary } from '../../components/page-error-boundary';
import { PageLoader } from '../../components/page-loader';
import { useEmbeddedMode } from '../../lib/embedded';
import { CompactBar } from './compact-bar';
import { Footer } from './footer';
import { Header } from './header';
import classes from './app-layout.module.css';

/**
 * Header, the current page (lazy, with a loader while its code arrives) and the footer; in the embedded mode a
 * compact bar instead of the header and no footer.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const embedded = useEmbeddedMode();
  useAccountLanguage();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      {embedded ? <CompactBar /> : <Header />}
      <main id="main" tabIndex={-1} className={classes.main}>
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      {!embedded && <Footer />}
    </>
  );
}
