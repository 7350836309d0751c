import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { reportCsv } from '@/features/dashboard/components/report-figures';
import { reportChange } from '@/testing/empty-dashboard';
import { envelope, mockFetch } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

const range = (from: string, to: string) => ({ from, to, days: 31 });
const figures = (sales: number, orders: number) => ({
  sales,
  orders,
  averageOrderValue: orders ? Math.round((sales / orders) * 100) / 100 : 0,
  unitsSold: 1234,
  product: { sales: sales - 50_000, orders: orders - 1 },
  service: { sales: 50_000, orders: 1 },
  invoices: { issued: { count: 1, amount: 15_000.5 }, paid: { count: 1, amount: 15_000.5 } },
  wallet: { inflow: 2_188_000, outflow: 0, net: 2_188_000 },
  vat: { collected: 0 },
});
// Money crosses the API in major units (naira, 2 decimals): 2188000 is ₦2,188,000.00.
const reports = {
  currency: 'NGN',
  range: range('2025-01-01', '2025-01-31'),
  previousRange: range('2024-12-01', '2024-12-31'),
  current: figures(2_188_000, 100),
  previous: figures(21_880, 2),
  change: reportChange(12.5),
  topProducts: {
    byRevenue: [{ productId: 'p1', name: 'Ankara tote bag', units: 4, revenue: 21_880 }],
    byUnits: [],
  },
};

describe('/reports', () => {
  it('shows every money figure with its symbol and 2 decimals, and counts grouped, never raw numbers', async () => {
    mockFetch({
      'GET /v1/users/profile': () => [200, envelope(testUser({ role: 'guestSeller' }))],
      'GET /v1/dashboard/reports': () => [200, envelope(reports)],
    });
    renderApp('/reports?from=2025-01-01&to=2025-01-31');
    const table = await screen.findByRole('table', { name: 'Figures' });
    const row = async (label: string) =>
      within(
        await within(table)
          .findByRole('rowheader', { name: label })
          .then((th) => th.closest('tr')!),
      )
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(await row('Sales')).toEqual(['₦2,188,000.00', '₦21,880.00', '12.5%']);
    expect(await row('Orders')).toEqual(['100', '2', '12.5%']);
    expect(await row('Average order value')).toEqual(['₦21,880.00', '₦10,940.00', '12.5%']);
    expect(await row('Units sold')).toEqual(['1,234', '1,234', '12.5%']);
    expect(await row('Invoices paid')).toEqual(['₦15,000.50', '₦15,000.50', '12.5%']);
    expect(await row('Wallet inflow')).toEqual(['₦2,188,000.00', '₦2,188,000.00', '12.5%']);
    expect(table).not.toHaveTextContent(/(^|[^\d,.])2188000/);
    expect(
      within(screen.getByRole('table', { name: 'Top products' })).getByText('₦21,880.00'),
    ).toBeInTheDocument();
  });

  it('exports plain numbers for spreadsheets, money with 2 decimals', () => {
    const csv = reportCsv(reports as never);
    expect(csv).toContain('Report 2025-01-01 to 2025-01-31 (NGN)');
    expect(csv).toContain('Sales,2188000.00,21880.00,12.5%');
    expect(csv).toContain('Orders,100,2,12.5%');
    expect(csv).toContain('Ankara tote bag,4,21880.00');
  });
});
