import { describe, expect, it } from 'vitest';
import { isPublicPath, paths, safeRedirect } from './paths';

describe('paths', () => {
  it('builds links to dynamic routes', () => {
    expect(paths.app.products.edit.getHref('SKU 1')).toBe('/products/SKU%201/edit-product');
    expect(paths.app.products.order.getHref('o1')).toBe('/products/order/o1');
    expect(paths.app.invoice.edit.getHref('i1')).toBe('/invoice/i1/edit-invoice');
    expect(paths.app.services.edit.getHref('s1')).toBe('/services/s1/edit-service');
  });

  it('adds redirectTo to the login link only when given', () => {
    expect(paths.auth.login.getHref()).toBe('/login');
    expect(paths.auth.login.getHref('/invoice?tab=draft')).toBe('/login?redirectTo=%2Finvoice%3Ftab%3Ddraft');
  });

  it('knows the signed-out pages', () => {
    expect(isPublicPath('/login')).toBe(true);
    expect(isPublicPath('/onboarding/')).toBe(true);
    expect(isPublicPath('/reset-password')).toBe(true);
    expect(isPublicPath('/dashboard')).toBe(false);
  });
});

describe('safeRedirect', () => {
  it('accepts in-app paths with their search', () => {
    expect(safeRedirect('/products?tab=active&page=2')).toBe('/products?tab=active&page=2');
  });

  it('falls back to /dashboard for missing, external or signed-out destinations', () => {
    expect(safeRedirect(null)).toBe('/dashboard');
    expect(safeRedirect('')).toBe('/dashboard');
    expect(safeRedirect('https://evil.example')).toBe('/dashboard');
    expect(safeRedirect('//evil.example/path')).toBe('/dashboard');
    expect(safeRedirect('/\\evil.example')).toBe('/dashboard');
    expect(safeRedirect('/login?redirectTo=/x')).toBe('/dashboard');
  });
});
