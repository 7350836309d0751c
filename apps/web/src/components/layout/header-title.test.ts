import { describe, expect, it } from 'vitest';
import { headerTitle } from './header-title';

describe('headerTitle', () => {
  it.each([
    ['/dashboard', 'dashboard'],
    ['/notification', 'notification'],
    ['/products', 'products'],
    ['/products/dimensions', 'products/dimensions'],
    ['/services', 'services'],
    ['/invoice', 'invoice'],
    ['/wallet', 'wallet'],
    ['/reports', 'reports'],
    ['/market-place', 'market-place'],
    ['/message', 'message'],
    ['/account', 'account'],
  ])('%s → the path without its slash (%s)', (pathname, title) => {
    expect(headerTitle(pathname)).toBe(title);
  });

  it("/wallet/transactions → 'All Transactions'", () => {
    expect(headerTitle('/wallet/transactions')).toBe('All Transactions');
    expect(headerTitle('/wallet/transactions/')).toBe('All Transactions');
  });

  it.each([
    '/products/add-product',
    '/products/SKU-001/edit-product',
    '/products/64f1c2a9e8b7',
    '/products/order/64f1c2a9e8b7',
    '/invoice/add-invoice',
    '/invoice/preview',
    '/invoice/inv_123',
    '/invoice/inv_123/edit-invoice',
    '/services/add-service',
    '/services/svc_9',
    '/services/svc_9/edit-service',
    '/orders/new',
    '/orders/record-sale',
  ])('%s → no title', (pathname) => {
    expect(headerTitle(pathname)).toBe('');
  });

  it('ignores a trailing slash', () => {
    expect(headerTitle('/products/')).toBe('products');
    expect(headerTitle('/products/add-product/')).toBe('');
  });

  it('applies the default rule to paths it does not know', () => {
    expect(headerTitle('/login')).toBe('login');
    expect(headerTitle('/')).toBe('');
  });
});
