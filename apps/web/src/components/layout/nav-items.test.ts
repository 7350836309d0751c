import { rolePermissions } from '@oja/contracts';
import { describe, expect, it } from 'vitest';
import { permissionsOf } from '@/lib/session/permissions';
import { businessLinks, navItems } from './nav-items';

const staff = (role: keyof typeof rolePermissions) =>
  permissionsOf({ actor: { kind: 'staff', id: 's', name: 'Tolu' }, permissions: [...rolePermissions[role]] });

describe('the navigation of a staff member', () => {
  it('hides what the role cannot open: a sales member has no Wallet, Reports or Market Place', () => {
    expect(navItems('product', staff('sales')).map((item) => item.label)).toEqual([
      'Dashboard',
      'Product',
      'Message',
      'Account',
    ]);
  });

  it('leads Product to the first business list the role may read', () => {
    const support = staff('support');
    expect(businessLinks('product', support).map((link) => link.label)).toEqual(['Customers', 'Bookings']);
    expect(navItems('product', support).find((item) => item.label === 'Product')?.to).toBe('/customers');
  });

  it('shows the owner all 7 entries', () => {
    expect(navItems('product', permissionsOf(undefined))).toHaveLength(7);
  });
});
