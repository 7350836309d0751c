import { DateRangePicker } from '@/components/date-range-picker/date-range-picker';
import { businessToday } from '@/lib/dates';
import { useReportRange } from './use-report-range';

/** The report range picker with the built-in shortcuts, bound to the URL. */
export function ReportRangePicker() {
  const { value, setRange } = useReportRange();
  return (
    <DateRangePicker
      label="Report period"
      value={value}
      onChange={setRange}
      showShortcuts
      showFooter
      maxDate={businessToday()}
      className="sm:w-72"
    />
  );
}
