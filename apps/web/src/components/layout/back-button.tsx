import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useGoBack } from '@/hooks/use-go-back';

export function BackButton({ fallback = paths.app.dashboard.getHref() }: { fallback?: string }) {
  const goBack = useGoBack(fallback);
  return (
    <Button variant="ghost" size="sm" className="-ml-2" onClick={goBack}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back
    </Button>
  );
}
