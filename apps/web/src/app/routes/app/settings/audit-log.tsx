import { subPage } from '@/components/layout/sub-page';
import { paths } from '@/config/paths';
import { AuditLogScreen } from '@/features/audit-log/components/audit-log-screen';

/** /settings/audit-log (Account → Audit log), the owner's alone. */
export const AuditLogRoute = subPage(AuditLogScreen, {
  title: 'Audit log',
  description: 'Every change made in your business.',
  back: paths.app.account.getHref(),
});
