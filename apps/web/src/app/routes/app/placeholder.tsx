import { useMatches } from 'react-router';
import { BackButton } from '@/components/layout/back-button';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

export interface PlaceholderHandle {
  title: string;
  /** Detail, add and edit pages offer a Back button. */
  back: boolean;
}

/**
 * The page of a screen whose data is not connected yet: its title and the shared empty state, never
 * made-up records. Each screen replaces this with its own route module as its feature lands.
 */
export function PlaceholderRoute() {
  const handle = useMatches().at(-1)?.handle as PlaceholderHandle | undefined;
  return (
    <>
      <PageHeader title={handle?.title ?? ''} leading={handle?.back ? <BackButton /> : undefined} />
      <Card>
        <EmptyState />
      </Card>
    </>
  );
}
