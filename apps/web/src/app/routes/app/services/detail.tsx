import { useParams } from 'react-router';
import { ServiceDetail } from '@/features/services/components/service-detail';

export function ServiceDetailRoute() {
  const id = useParams().id ?? '';
  return <ServiceDetail key={id} id={id} />;
}
