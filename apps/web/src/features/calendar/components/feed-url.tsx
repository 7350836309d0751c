import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useCalendarFeed } from '../api/calendar';

/** The private iCalendar feed link, to subscribe from Google or Apple Calendar. */
export function FeedUrl() {
  const { data } = useCalendarFeed();
  if (!data) return null;
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center">
      <label htmlFor="calendar-feed-url" className="text-sm font-medium text-slate-800 sm:w-44">
        Private calendar feed (.ics)
      </label>
      <input
        id="calendar-feed-url"
        readOnly
        value={data.url}
        className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 text-sm text-slate-800"
      />
      <Button
        type="button"
        variant="secondary"
        onClick={() => {
          void navigator.clipboard?.writeText(data.url).then(
            () => toast.success('Feed link copied'),
            () => toast.error('Could not copy the link'),
          );
        }}
      >
        <Copy aria-hidden="true" className="size-4" />
        Copy link
      </Button>
    </div>
  );
}
