import type { ReportsData } from '@oja/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { reportCsv } from '@/features/dashboard/components/report-figures';
import { reportChange } from '@/testing/empty-dashboard';
import { envelope, mockFetch } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

const range = (from: string, to: string) => ({ from, to, days: 30 });
const figures = (vatCollected: number) => ({
  sales: 0,
  orders: 0,
  averageOrderValue: 0,
  unitsSold: 0,
  product: { sales: 0, orders: 0 },
  service: { sales: 0, orders: 0 },
  invoices: { issued: { count: 0, amount: 0 }, paid: { count: 1, amount: 3226.08 } },
  wallet: { inflow: 0, outflow: 0, net: 0 },
  vat: { collected: vatCollected },
});
const reports: ReportsData = {
  currency: 'NGN',
  range: range('2025-03-01', '2025-03-30'),
  previousRange: range('2025-01-30', '2025-02-28'),
  current: figures(1_225.08),
  previous: figures(0),
  change: reportChange(null) as ReportsData['change'],
  topProducts: { byRevenue: [], byUnits: [] },
};

describe('/reports: VAT collected', () => {
  it('shows the VAT collected in the period beside the previous one, and exports it', async () => {
    mockFetch({
      'GET /v1/users/profile': () => [200, envelope(testUser({ role: 'guestSeller' }))],
      'GET /v1/dashboard/reports': () => [200, envelope(reports)],
    });
    renderApp('/reports?from=2025-03-01&to=2025-03-30');
    const table = await screen.findByRole('table', { name: 'Figures' });
    const header = await within(table).findByRole('rowheader', { name: 'VAT collected' });
    const cells = within(header.closest('tr')!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['₦1,225.08', '₦0.00', '—']);
    expect(reportCsv(reports)).toContain('VAT collected,1225.08,0.00,—');
  });
});
