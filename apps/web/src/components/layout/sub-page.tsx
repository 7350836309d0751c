import type { ComponentType } from 'react';
import { BackButton } from './back-button';
import { PageHeader } from './page-header';

interface SubPageHeader {
  title: string;
  description?: string;
  /** Where Back goes when there is no history to go back through. */
  back: string;
}

/**
 * A route screen reached from a list: its header with a Back button, then `Content`. For the
 * routes that only set a title around one feature screen.
 */
export const subPage = (Content: ComponentType, { title, description, back }: SubPageHeader) =>
  function SubPage() {
    return (
      <>
        <PageHeader title={title} description={description} leading={<BackButton fallback={back} />} />
        <Content />
      </>
    );
  };
