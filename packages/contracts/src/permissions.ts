import { z } from 'zod';

/**
 * What a staff member's role or an API key's scopes may do. Every signed-in route declares the one
 * permission it needs (`config.permission`); a route that declares none is the owner's alone (PIN, bank
 * account, staff, API keys, webhooks, verification, account settings).
 */
export const permissions = [
  'products.read',
  'products.write',
  'orders.read',
  'orders.write',
  'invoices.read',
  'invoices.write',
  'customers.read',
  'bookings.read',
  'bookings.write',
  'messages',
  'helpdesk',
  'reports.read',
  'wallet.read',
  'wallet.withdraw',
] as const;
export const permission = z.enum(permissions);
export type Permission = z.infer<typeof permission>;

/** What each permission lets its holder do, in the owner's words (scope and role pickers). */
export const permissionLabels: Record<Permission, string> = {
  'products.read': 'See products, services and stock',
  'products.write': 'Change products, services, categories and stock',
  'orders.read': 'See orders',
  'orders.write': 'Change orders: dispatch, refunds, offline sales',
  'invoices.read': 'See invoices',
  'invoices.write': 'Change and send invoices',
  'customers.read': 'See customers',
  'bookings.read': 'See bookings and the calendar',
  'bookings.write': 'Change bookings, the calendar and tasks',
  messages: 'Read and answer chats',
  helpdesk: 'Use the helpdesk',
  'reports.read': 'See reports',
  'wallet.read': 'See the wallet',
  'wallet.withdraw': 'Withdraw from the wallet',
};

/** Routes every signed-in member reaches whatever their role: the session itself (who is signed in). */
export const EVERY_MEMBER = 'member' as const;
/** What a route declares: one permission, or that every member of the business may use it. */
export type RoutePermission = Permission | typeof EVERY_MEMBER;

const except = (...left: Permission[]) => permissions.filter((p) => !left.includes(p));

/** The built-in roles. The owner holds everything, and alone everything no route grants to a role. */
export const rolePermissions = {
  owner: [...permissions],
  manager: except('wallet.withdraw'),
  sales: [
    'products.read',
    'products.write',
    'orders.read',
    'orders.write',
    'invoices.read',
    'invoices.write',
    'customers.read',
    'messages',
    'bookings.read',
    'bookings.write',
  ],
  support: ['messages', 'helpdesk', 'orders.read', 'bookings.read', 'customers.read'],
  finance: ['wallet.read', 'wallet.withdraw', 'invoices.read', 'invoices.write', 'reports.read'],
} as const satisfies Record<string, readonly Permission[]>;

export type RoleName = keyof typeof rolePermissions;
/** The roles an owner may give a staff member (the owner role is the account holder's alone). */
export const staffRoles = ['manager', 'sales', 'support', 'finance'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** What each role is for, in the words the dashboard shows beside the role picker. */
export const roleDescriptions: Record<RoleName, string> = {
  owner: 'Everything, including the PIN, bank account, staff and verification',
  manager: 'Everything the owner does except withdrawals and the owner’s settings',
  sales: 'Products, services, orders, invoices, customers, bookings and messages',
  support: 'Messages and helpdesk; reads orders, bookings and customers',
  finance: 'Wallet (withdrawals still need the owner’s PIN), invoices and reports',
};

export const hasPermission = (held: readonly string[], needed: RoutePermission) =>
  needed === EVERY_MEMBER || held.includes(needed);

/** The 403 of a route the signed-in member's role does not allow. */
export const permissionMessages = {
  missing: (permission: string) => `Your role does not allow this: it needs the “${permission}” permission.`,
  ownerOnly: 'Only the business owner can do this.',
} as const;
