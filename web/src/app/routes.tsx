import { lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { paths } from '../lib/paths';
import { AdminRoute } from './admin-route';
import { HomeRoute } from './home-route';
import { AppLayout } from './layout/app-layout';

// Every page is its own chunk, so the landing page downloads only its own code.
const WelcomePage = lazy(() => import('../features/welcome/welcome-page'));
const LoginPage = lazy(() => import('../features/auth/login-page'));
const SignupPage = lazy(() => import('../features/auth/signup-page'));
const NotFoundPage = lazy(() => import('../features/static-pages/not-found-page'));
const CancellationPage = lazy(() => import('../features/static-pages/cancellation-page'));
const SuccessPage = lazy(() => import('../features/static-pages/success-page'));
const TermsPage = lazy(() => import('../features/static-pages/terms-page'));
const ProfilePage = lazy(() => import('../features/profile/profile-page'));
const PricingPage = lazy(() => import('../features/plans/pricing-page'));
const MyPlanPage = lazy(() => import('../features/plans/my-plan-page'));
const MyWordlistsPage = lazy(() => import('../features/wordlists/my-wordlists-page'));
const PublicWordlistsPage = lazy(() => import('../features/wordlists/public-wordlists-page'));
const MyImagesPage = lazy(() => import('../features/images/my-images-page'));
const PublicImagesPage = lazy(() => import('../features/images/public-images-page'));
const ActivationPage = lazy(() => import('../features/account/activation-page'));
const ActivationReminderPage = lazy(() => import('../features/account/activation-reminder-page'));
const ResetPasswordPage = lazy(() => import('../features/account/reset-password-page'));
const ChangeEmailPage = lazy(() => import('../features/account/change-email-page'));
const GamePage = lazy(() => import('../features/game-player/game-page'));
const AllGamesPage = lazy(() => import('../features/games-info/all-games-page'));
const HowToPage = lazy(() => import('../features/games-info/how-to-page'));
const ContactPage = lazy(() => import('../features/contact/contact-page'));
const NewsPage = lazy(() => import('../features/news/news-page'));
const ClassesPage = lazy(() => import('../features/classes/classes-page'));
const ClassPage = lazy(() => import('../features/classes/class-page'));
const LessonsPage = lazy(() => import('../features/lessons/lessons-page'));
const PresenterPage = lazy(() => import('../features/lessons/presenter-page'));

/** The full route table of core §2 and accounts §2. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: paths.welcome, element: <WelcomePage /> },
      { path: paths.login, element: <LoginPage /> },
      { path: paths.signup, element: <SignupPage /> },
      { path: paths.games, element: <Navigate to={paths.allGames} replace /> },
      { path: paths.profile, element: <ProfilePage /> },
      { path: paths.plans, element: <PricingPage /> },
      { path: '/plan/:id', element: <MyPlanPage /> },
      { path: paths.cancellation, element: <CancellationPage /> },
      { path: paths.success, element: <SuccessPage /> },
      { path: paths.terms, element: <TermsPage /> },
      { path: paths.myWordlists, element: <MyWordlistsPage /> },
      { path: paths.publicWordlists, element: <PublicWordlistsPage /> },
      { path: paths.myImages, element: <MyImagesPage /> },
      { path: paths.publicImages, element: <PublicImagesPage /> },
      { path: paths.activateReminder, element: <ActivationReminderPage /> },
      { path: '/activate/:id', element: <ActivationPage /> },
      { path: '/activate/:id/:token', element: <ActivationPage /> },
      { path: paths.resetPassword, element: <ResetPasswordPage /> },
      { path: paths.changeEmail, element: <ChangeEmailPage /> },
      { path: '/games/:game', element: <GamePage /> },
      { path: paths.allGames, element: <AllGamesPage /> },
      { path: paths.howTo, element: <HowToPage /> },
      { path: paths.contactUs, element: <ContactPage /> },
      { path: paths.news, element: <NewsPage /> },
      { path: paths.classes, element: <ClassesPage /> },
      { path: '/classes/:id', element: <ClassPage /> },
      { path: paths.lessons, element: <LessonsPage /> },
      { path: '/lessons/:id/present', element: <PresenterPage /> },
      { path: `${paths.admin}/*`, element: <AdminRoute /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Renders the page of the current location; wrap it in a router. */
export function AppRoutes() {
  return useRoutes(routes);
}
