import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type DataRouter, type RouteObject } from 'react-router';
import { FullPageLoader } from '@/components/layout/full-page-loader';
import { paths } from '@/config/paths';
import { profileQueryOptions } from '@/lib/session/use-profile';
import { sessionInfoQueryOptions } from '@/lib/session/use-session-info';
import { RouteError } from './routes/route-error';

const { app } = paths;

// Every screen is its own chunk; only this table, the providers and the API client load up front.

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
  {
    path: app.staff.path,
    lazy: () => import('./routes/app/staff').then((m) => ({ Component: m.StaffRoute })),
  },
  {
    path: app.settings.apiKeys.path,
    lazy: () => import('./routes/app/settings/api-keys').then((m) => ({ Component: m.ApiKeysRoute })),
  },
  {
    path: app.settings.auditLog.path,
    lazy: () => import('./routes/app/settings/audit-log').then((m) => ({ Component: m.AuditLogRoute })),
  },
  {
    path: app.products.list.path,
    lazy: () => import('./routes/app/products/list').then((m) => ({ Component: m.ProductListRoute })),
  },
  {
    // The product being added lives here, across its two steps (details, then weight and dimensions).
    lazy: () =>
      import('./routes/app/products/product-draft').then((m) => ({ Component: m.ProductDraftRoute })),
    children: [
      {
        path: app.products.add.path,
        lazy: () =>
          import('./routes/app/products/add-product').then((m) => ({ Component: m.AddProductRoute })),
      },
      {
        path: app.products.dimensions.path,
        lazy: () =>
          import('./routes/app/products/dimensions').then((m) => ({ Component: m.ProductDimensionsRoute })),
      },
    ],
  },
  {
    path: app.products.edit.path,
    lazy: () => import('./routes/app/products/edit-product').then((m) => ({ Component: m.EditProductRoute })),
  },
  {
    path: app.products.detail.path,
    lazy: () => import('./routes/app/products/detail').then((m) => ({ Component: m.ProductDetailRoute })),
  },
  {
    path: app.products.order.path,
    lazy: () => import('./routes/app/products/order-detail').then((m) => ({ Component: m.OrderDetailRoute })),
  },
  {
    path: app.sales.paymentLink.path,
    lazy: () => import('./routes/app/orders/new-order').then((m) => ({ Component: m.NewOrderRoute })),
  },
  {
    path: app.sales.offline.path,
    lazy: () => import('./routes/app/orders/record-sale').then((m) => ({ Component: m.RecordSaleRoute })),
  },
  {
    path: app.services.list.path,
    lazy: () => import('./routes/app/services/list').then((m) => ({ Component: m.ServiceListRoute })),
  },
  {
    path: app.services.add.path,
    lazy: () => import('./routes/app/services/add-service').then((m) => ({ Component: m.AddServiceRoute })),
  },
  {
    path: app.services.bookingRules.path,
    lazy: () =>
      import('./routes/app/services/booking-rules').then((m) => ({ Component: m.BookingRulesRoute })),
  },
  {
    path: app.services.detail.path,
    lazy: () => import('./routes/app/services/detail').then((m) => ({ Component: m.ServiceDetailRoute })),
  },
  {
    path: app.services.edit.path,
    lazy: () => import('./routes/app/services/edit-service').then((m) => ({ Component: m.EditServiceRoute })),
  },
  {
    path: app.invoice.list.path,
    lazy: () => import('./routes/app/invoice/list').then((m) => ({ Component: m.InvoiceListRoute })),
  },
  {
    path: app.invoice.add.path,
    lazy: () => import('./routes/app/invoice/add-invoice').then((m) => ({ Component: m.AddInvoiceRoute })),
  },
  {
    path: app.invoice.preview.path,
    lazy: () => import('./routes/app/invoice/preview').then((m) => ({ Component: m.InvoicePreviewRoute })),
  },
  {
    path: app.invoice.settings.path,
    lazy: () => import('./routes/app/invoice/settings').then((m) => ({ Component: m.InvoiceSettingsRoute })),
  },
  {
    path: app.invoice.detail.path,
    lazy: () => import('./routes/app/invoice/detail').then((m) => ({ Component: m.InvoiceDetailRoute })),
  },
  {
    path: app.invoice.edit.path,
    lazy: () => import('./routes/app/invoice/edit-invoice').then((m) => ({ Component: m.EditInvoiceRoute })),
  },
  {
    path: app.wallet.root.path,
    lazy: () => import('./routes/app/wallet/wallet').then((m) => ({ Component: m.WalletRoute })),
  },
  {
    path: app.wallet.transactions.path,
    lazy: () =>
      import('./routes/app/wallet/transactions').then((m) => ({ Component: m.WalletTransactionsRoute })),
  },
  {
    path: app.reports.path,
    lazy: () => import('./routes/app/reports').then((m) => ({ Component: m.ReportsRoute })),
  },
  {
    path: app.calendar.path,
    lazy: () => import('./routes/app/calendar').then((m) => ({ Component: m.CalendarRoute })),
  },
  {
    path: app.customers.path,
    lazy: () => import('./routes/app/customers').then((m) => ({ Component: m.CustomersRoute })),
  },
  {
    path: app.marketPlace.path,
    lazy: () => import('./routes/app/market-place').then((m) => ({ Component: m.MarketPlaceRoute })),
  },
  {
    path: app.webhooks.path,
    lazy: () => import('./routes/app/webhooks').then((m) => ({ Component: m.WebhooksRoute })),
  },
  {
    path: app.message.path,
    lazy: () => import('./routes/app/message').then((m) => ({ Component: m.MessageRoute })),
  },
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
        path: paths.join.path,
        lazy: () => import('./routes/join').then((m) => ({ Component: m.JoinRoute })),
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
        path: paths.chat.path,
        lazy: () => import('./routes/chat').then((m) => ({ Component: m.ChatRoute })),
      },
      {
        path: paths.meet.path,
        lazy: () => import('./routes/meeting-room').then((m) => ({ Component: m.MeetingRoomRoute })),
      },
      {
        id: 'app',
        // Start loading the user while the layout's chunk downloads; the layout guards on the result.
        loader: () => {
          void queryClient.prefetchQuery(profileQueryOptions());
          void queryClient.prefetchQuery(sessionInfoQueryOptions());
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
