import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type DataRouter, type RouteObject } from 'react-router';
import { FullPageLoader } from '@/components/layout/full-page-loader';
import { paths } from '@/config/paths';
import { profileQueryOptions } from '@/features/auth/api/get-profile';
import { RouteError } from './routes/route-error';
import type { PlaceholderHandle } from './routes/app/placeholder';

const { app } = paths;

// Every screen is its own chunk; only this table, the providers and the API client load up front.
const placeholder = (title: string, back = false): RouteObject => ({
  handle: { title, back } satisfies PlaceholderHandle,
  lazy: () => import('./routes/app/placeholder').then((m) => ({ Component: m.PlaceholderRoute })),
});

/** Screens behind the auth guard, inside the dashboard layout. */
const appRoutes: RouteObject[] = [
  {
    path: app.dashboard.path,
    lazy: () => import('./routes/app/dashboard').then((m) => ({ Component: m.DashboardRoute })),
  },
  {
    path: app.notification.path,
    lazy: () => import('./routes/app/notification').then((m) => ({ Component: m.NotificationRoute })),
  },
  {
    path: app.account.path,
    lazy: () => import('./routes/app/account').then((m) => ({ Component: m.AccountRoute })),
  },
  { path: app.products.list.path, ...placeholder('Products') },
  { path: app.products.add.path, ...placeholder('Add product', true) },
  { path: app.products.dimensions.path, ...placeholder('Dimensions', true) },
  { path: app.products.edit.path, ...placeholder('Edit product', true) },
  { path: app.products.detail.path, ...placeholder('Product details', true) },
  { path: app.products.order.path, ...placeholder('Order details', true) },
  { path: app.services.list.path, ...placeholder('Services') },
  { path: app.services.add.path, ...placeholder('Add service', true) },
  { path: app.services.detail.path, ...placeholder('Service details', true) },
  { path: app.services.edit.path, ...placeholder('Edit service', true) },
  { path: app.invoice.list.path, ...placeholder('Invoices') },
  { path: app.invoice.add.path, ...placeholder('Add invoice', true) },
  { path: app.invoice.preview.path, ...placeholder('Invoice preview', true) },
  { path: app.invoice.detail.path, ...placeholder('Invoice details', true) },
  { path: app.invoice.edit.path, ...placeholder('Edit invoice', true) },
  { path: app.wallet.root.path, ...placeholder('Wallet') },
  { path: app.wallet.transactions.path, ...placeholder('All Transactions', true) },
  { path: app.reports.path, ...placeholder('Reports') },
  { path: app.marketPlace.path, ...placeholder('Market Place') },
  { path: app.message.path, ...placeholder('Message') },
];

export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: paths.home.path,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      { index: true, element: <Navigate to={app.dashboard.getHref()} replace /> },
      {
        path: paths.auth.login.path,
        lazy: () => import('./routes/auth/login').then((m) => ({ Component: m.LoginRoute })),
      },
      {
        path: paths.auth.forgotPassword.path,
        lazy: () =>
          import('./routes/auth/forgot-password').then((m) => ({ Component: m.ForgotPasswordRoute })),
      },
      {
        path: paths.auth.resetPassword.path,
        lazy: () => import('./routes/auth/reset-password').then((m) => ({ Component: m.ResetPasswordRoute })),
      },
      {
        path: paths.onboarding.path,
        lazy: () => import('./routes/onboarding').then((m) => ({ Component: m.OnboardingRoute })),
      },
      {
        path: paths.temporarilyDown.path,
        lazy: () => import('./routes/temporarily-down').then((m) => ({ Component: m.TemporarilyDownRoute })),
      },
      {
        id: 'app',
        // Start loading the user while the layout's chunk downloads; the layout guards on the result.
        loader: () => {
          void queryClient.prefetchQuery(profileQueryOptions());
          return null;
        },
        shouldRevalidate: () => false,
        lazy: () => import('./routes/app/layout').then((m) => ({ Component: m.AppLayoutRoute })),
        children: appRoutes,
      },
      { path: '*', lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })) },
    ],
  },
];

export const createAppRouter = (queryClient: QueryClient) => createBrowserRouter(createRoutes(queryClient));

/** Any data router (browser in the app, memory in tests). */
export type AppRouter = DataRouter;
