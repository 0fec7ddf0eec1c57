import { useAccountLanguage } from '../../lib/account-language';
import { Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageErrorBoundary } from '../../components/page-error-boundary';
import { LoadingTexts } from '../../components/loading-texts';
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
  const { t } = useTranslation();
  const loadingTexts = useMemo(() => ({ screen: t('loading'), page: t('loadingPage') }), [t]);
  useAccountLanguage();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <LoadingTexts value={loadingTexts}>
      <a href="#main" className={classes.skipLink}>
        {t('skip')}
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
    </LoadingTexts>
  );
}
