import { saleChannelLabel } from '@oja/contracts';
import { formatMoney } from '@/lib/format';
import { useChannelReport } from '../api/get-channel-report';
import type { RangeParams } from '../api/dashboard-keys';
import { reportCell as td, ReportTable } from './report-table';

/** Sales by channel: the buyers' checkout, payment links and offline sales, each counted once paid. */
export function ChannelTable({ range }: { range: RangeParams }) {
  const report = useChannelReport(range);
  const rows = report.data?.channels;
  const note = (text: string) => (
    <tr>
      <td colSpan={3} className={`${td} text-slate-600`}>
        {text}
      </td>
    </tr>
  );
  return (
    <ReportTable title="Sales by channel" description="Paid orders" headers={['Channel', 'Orders', 'Sales']}>
      {report.isError
        ? note('Could not get the sales by channel. Try again later.')
        : !rows
          ? note('Loading…')
          : rows.length === 0
            ? note('No paid orders in this period')
            : rows.map((row) => (
                <tr key={`${row.channel}-${row.currency}`}>
                  <th scope="row" className={`${td} text-left font-medium`}>
                    {saleChannelLabel(row.channel)}
                  </th>
                  <td className={`${td} tabular-nums`}>{row.orders}</td>
                  <td className={`${td} tabular-nums`}>{formatMoney(row.sales, row.currency)}</td>
                </tr>
              ))}
    </ReportTable>
  );
}
