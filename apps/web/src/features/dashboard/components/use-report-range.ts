import { subDays } from 'date-fns';
import { useSearchParams } from 'react-router';
import type { DateRangeValue } from '@/components/date-range-picker/date-range-utils';
import { businessToday, formatLocalIsoDate } from '@/lib/dates';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The report range from `?from=&to=` (YYYY-MM-DD), Last 30 days by default. */
export function useReportRange() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const valid = !!from && !!to && ISO_DAY.test(from) && ISO_DAY.test(to) && from <= to;
  const today = businessToday();
  const range = valid
    ? { from, to }
    : { from: formatLocalIsoDate(subDays(today, 29)), to: formatLocalIsoDate(today) };
  const setRange = (value: DateRangeValue) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.startDate && value.endDate) {
          next.set('from', value.startDate);
          next.set('to', value.endDate);
        } else {
          next.delete('from');
          next.delete('to');
        }
        return next;
      },
      { replace: true },
    );
  };
  return { range, value: { startDate: range.from, endDate: range.to }, setRange };
}
