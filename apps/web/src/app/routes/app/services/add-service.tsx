import { subPage } from '@/components/layout/sub-page';
import { paths } from '@/config/paths';
import { CreateService } from '@/features/services/components/create-service';

export const AddServiceRoute = subPage(CreateService, {
  title: 'Add service',
  description: 'Describe what you offer, set a price and the hours buyers can book.',
  back: paths.app.services.list.getHref(),
});
