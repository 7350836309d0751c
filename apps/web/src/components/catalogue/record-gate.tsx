import type { UseQueryResult } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BackButton } from '@/components/layout/back-button';
import { PageHeader } from '@/components/layout/page-header';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/spinner';

interface RecordGateProps<T> {
  query: UseQueryResult<T>;
  /** The record's kind in lower case, e.g. 'product'. */
  noun: string;
  listHref: string;
  /** Heads the failure with this title and a Back button (a detail screen's header). */
  title?: string;
  children: (record: T) => ReactNode;
}

/**
 * A screen of one catalogue record until its query answers: 'Please wait...', or the failure's
 * message with a way back to the list; then the record's own content.
 */
export function RecordGate<T>({ query, noun, listHref, title, children }: RecordGateProps<T>) {
  if (query.isPending) return <LoadingState />;
  if (!query.isError) return children(query.data);
  return (
    <>
      {title ? <PageHeader title={title} leading={<BackButton fallback={listHref} />} /> : null}
      <Card>
        <EmptyState
          icon={CircleAlert}
          title={`We could not load this ${noun}`}
          description={query.error.message}
          action={
            <Link to={listHref} className={buttonStyles({ variant: 'secondary' })}>
              Back to {noun}s
            </Link>
          }
        />
      </Card>
    </>
  );
}
