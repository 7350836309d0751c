import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { verificationBadge, type VerificationState } from '@/lib/session/verification-badge';
import { Logo } from './logo';
import { NavList, type NavProps } from './nav-list';

export type SideMenuProps = VerificationState & NavProps;

/** The desktop sidebar (260 px): logo, the 7 entries, and the account's verification badge. */
export function SideMenu({
  role,
  verificationStatus,
  stage,
  stageVerificationStatus,
  ...nav
}: SideMenuProps) {
  const badge = verificationBadge({ role, verificationStatus, stage, stageVerificationStatus });
  return (
    <aside aria-label="Sidebar" className="flex h-full w-full flex-col bg-white">
      <div className="flex h-16 items-center px-6">
        <Link
          to={paths.app.dashboard.getHref()}
          className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
        >
          <Logo />
        </Link>
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-4 py-4">
        <NavList {...nav} />
      </nav>
      {badge ? (
        <div className="m-4 flex items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2.5 text-sm text-slate-700">
          <ShieldCheck aria-hidden="true" className="size-4 text-slate-500" />
          <span>Verification</span>
          <Badge tone={badge.tone} className="ml-auto">
            {badge.text}
          </Badge>
        </div>
      ) : null}
    </aside>
  );
}
