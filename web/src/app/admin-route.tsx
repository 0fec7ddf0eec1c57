import { lazy } from 'react';
import { PageLoader } from '../components/page-loader';
import { useRestoreSession } from '../lib/session';

const AdminPage = lazy(() => import('../features/admin/admin-page'));
const NotFoundPage = lazy(() => import('../features/static-pages/not-found-page'));

/**
 * `/admin/*`: the operator console for superusers; everyone else (visitors included) gets the not-found page, so
 * the console's existence is not advertised. The server refuses every console call to them anyway.
 */
export function AdminRoute() {
  const me = useRestoreSession();
  if (me.isPending) return <PageLoader />;
  if (!me.data?.is_superuser) return <NotFoundPage />;
  return <AdminPage user={me.data} />;
}
