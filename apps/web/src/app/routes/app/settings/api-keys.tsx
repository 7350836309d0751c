import { subPage } from '@/components/layout/sub-page';
import { paths } from '@/config/paths';
import { ApiKeysScreen } from '@/features/api-keys/components/api-keys-screen';

/** /settings/api-keys (Account → API keys), the owner's alone. */
export const ApiKeysRoute = subPage(ApiKeysScreen, {
  title: 'API keys',
  description: 'Keys for your own tools and integrations.',
  back: paths.app.account.getHref(),
});
