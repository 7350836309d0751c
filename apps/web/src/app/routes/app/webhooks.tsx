import { BackButton } from '@/components/layout/back-button';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/paths';
import { WebhookList } from '@/features/webhooks/components/webhook-list';

/** /account/webhooks: where the owner's own systems are told what happens (docs/webhooks.md). */
export function WebhooksRoute() {
  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Signed events sent to your own systems as things happen in your business."
        leading={<BackButton fallback={paths.app.account.getHref()} />}
      />
      <WebhookList />
    </>
  );
}
