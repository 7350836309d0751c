import { KeyRound, ScrollText } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';

const links = [
  {
    to: paths.app.settings.apiKeys.getHref(),
    icon: KeyRound,
    label: 'API keys',
    hint: 'Connect your own tools',
  },
  {
    to: paths.app.settings.auditLog.getHref(),
    icon: ScrollText,
    label: 'Audit log',
    hint: 'Every change, who made it',
  },
];

/** The owner's settings for integrations and records. */
export function SettingsLinks() {
  return (
    <Card>
      <CardHeader title="Integrations and records" />
      <CardContent className="flex flex-col gap-2">
        {links.map(({ to, icon: Icon, label, hint }) => (
          <Link
            key={to}
            to={to}
            className="flex items-center gap-3 rounded-lg px-2 py-2 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <Icon aria-hidden="true" className="size-5 shrink-0 text-slate-600" />
            <span className="flex flex-col">
              <span className="font-medium text-slate-900">{label}</span>
              <span className="text-xs text-slate-600">{hint}</span>
            </span>
          </Link>
        ))}
      </CardContent>
    </Card>
  );
}
