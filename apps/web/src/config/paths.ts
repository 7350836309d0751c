/**
 * Every URL of the web app (docs/product/routes.md#screens). Route definitions use `path`; links and
 * redirects use `getHref`, so a path is spelt once.
 */
const id = (value: string | number) => encodeURIComponent(String(value));

export const paths = {
  home: { path: '/', getHref: () => '/' },

  auth: {
    login: {
      path: '/login',
      getHref: (redirectTo?: string | null) =>
        redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login',
    },
    forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
    resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  },
  onboarding: { path: '/onboarding', getHref: () => '/onboarding' },
  /** A staff invitation, from the link emailed to the invited person (public: the token is the key). */
  join: { path: '/join', getHref: (token: string) => `/join?token=${id(token)}` },
  temporarilyDown: { path: '/temporarily-down', getHref: () => '/temporarily-down' },
  /** A buyer's conversation, from the link emailed to them (public: the token is the key). */
  chat: { path: '/chat/:token', getHref: (token: string) => `/chat/${id(token)}` },

  /** An online booking's meeting room (public: the room id in the link is the key). */
  meet: { path: '/meet/:roomId', getHref: (roomId: string) => `/meet/${id(roomId)}` },

  app: {
    dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
    notification: { path: '/notification', getHref: () => '/notification' },
    products: {
      list: { path: '/products', getHref: () => '/products' },
      add: { path: '/products/add-product', getHref: () => '/products/add-product' },
      dimensions: { path: '/products/dimensions', getHref: () => '/products/dimensions' },
      edit: {
        path: '/products/:sku/edit-product',
        getHref: (sku: string) => `/products/${id(sku)}/edit-product`,
      },
      detail: { path: '/products/:id', getHref: (productId: string) => `/products/${id(productId)}` },
      order: { path: '/products/order/:id', getHref: (orderId: string) => `/products/order/${id(orderId)}` },
      orders: { path: '/products', getHref: () => '/products?tab=orders' },
    },
    /** Orders the merchant makes: a payment link for a buyer, a sale paid in person. */
    sales: {
      paymentLink: { path: '/orders/new', getHref: () => '/orders/new' },
      offline: { path: '/orders/record-sale', getHref: () => '/orders/record-sale' },
    },
    services: {
      list: { path: '/services', getHref: () => '/services' },
      add: { path: '/services/add-service', getHref: () => '/services/add-service' },
      bookingRules: { path: '/services/booking-rules', getHref: () => '/services/booking-rules' },
      detail: { path: '/services/:id', getHref: (serviceId: string) => `/services/${id(serviceId)}` },
      edit: {
        path: '/services/:id/edit-service',
        getHref: (serviceId: string) => `/services/${id(serviceId)}/edit-service`,
      },
    },
    invoice: {
      list: { path: '/invoice', getHref: () => '/invoice' },
      add: { path: '/invoice/add-invoice', getHref: () => '/invoice/add-invoice' },
      preview: { path: '/invoice/preview', getHref: () => '/invoice/preview' },
      settings: { path: '/invoice/settings', getHref: () => '/invoice/settings' },
      detail: { path: '/invoice/:id', getHref: (invoiceId: string) => `/invoice/${id(invoiceId)}` },
      edit: {
        path: '/invoice/:id/edit-invoice',
        getHref: (invoiceId: string) => `/invoice/${id(invoiceId)}/edit-invoice`,
      },
    },
    wallet: {
      root: { path: '/wallet', getHref: () => '/wallet' },
      transactions: { path: '/wallet/transactions', getHref: () => '/wallet/transactions' },
      /** The wallet with its top-up dialog open. */
      topup: { path: '/wallet', getHref: () => '/wallet?open=topup' },
    },
    reports: { path: '/reports', getHref: () => '/reports' },
    calendar: {
      path: '/calendar',
      getHref: () => '/calendar',
      /** The calendar with its new-entry dialog open. */
      newEntry: { path: '/calendar', getHref: () => '/calendar?open=new-entry' },
    },
    customers: { path: '/customers', getHref: () => '/customers' },
    marketPlace: { path: '/market-place', getHref: () => '/market-place' },
    message: { path: '/message', getHref: () => '/message' },
    account: { path: '/account', getHref: () => '/account' },
    staff: { path: '/account/staff', getHref: () => '/account/staff' },
    settings: {
      apiKeys: { path: '/settings/api-keys', getHref: () => '/settings/api-keys' },
      auditLog: { path: '/settings/audit-log', getHref: () => '/settings/audit-log' },
    },
    webhooks: { path: '/account/webhooks', getHref: () => '/account/webhooks' },
  },
} as const;

/** Pages a signed-out visitor may see; a 401 there is a form error, not an expired session. */
export const publicPaths: readonly string[] = [
  paths.auth.login.path,
  paths.auth.forgotPassword.path,
  paths.auth.resetPassword.path,
  paths.onboarding.path,
  paths.temporarilyDown.path,
  paths.join.path,
];

export const isPublicPath = (pathname: string) => publicPaths.includes(pathname.replace(/\/+$/, '') || '/');

/**
 * Only same-app paths are accepted as a post-login destination (no `//host` or absolute URLs),
 * so a crafted `?redirectTo=` cannot send the user elsewhere.
 */
export const safeRedirect = (to: string | null | undefined, fallback: string = paths.app.dashboard.path) => {
  if (!to || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback;
  if (isPublicPath(to.split(/[?#]/)[0] ?? '')) return fallback;
  return to;
};
