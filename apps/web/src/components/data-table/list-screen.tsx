import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { SavedViewsMenu } from './saved-views-menu';

interface ListTabs<Tab extends string> {
  items: readonly TabItem<Tab>[];
  value: Tab;
  onChange: (tab: Tab) => void;
  /** Accessible name of the tab list. */
  label: string;
}

interface ListScreenProps<Tab extends string> {
  title: string;
  description: ReactNode;
  /** The header's buttons, e.g. 'Add product'. */
  actions?: ReactNode;
  /** Above the title, e.g. a Back button. */
  leading?: ReactNode;
  tabs?: ListTabs<Tab>;
  /** Above the table: search and filters. */
  toolbar?: ReactNode;
  /** The table (and its dialogs). */
  children: ReactNode;
}

/** The row above a table: search, filters and the list's own buttons. */
export function ListToolbar({ children }: { children: ReactNode }) {
  return <div className="mb-4 flex flex-wrap items-center gap-3">{children}</div>;
}

/**
 * A list screen: its header (with the saved views of the list beside its buttons), optional tabs, then the
 * toolbar and the table of the active tab.
 */
export function ListScreen<Tab extends string>({
  title,
  description,
  actions,
  leading,
  tabs,
  toolbar,
  children,
}: ListScreenProps<Tab>) {
  const panel = (
    <>
      {toolbar ? <ListToolbar>{toolbar}</ListToolbar> : null}
      {children}
    </>
  );
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <div className="flex flex-wrap gap-2">
            <SavedViewsMenu />
            {actions}
          </div>
        }
        leading={leading}
      />
      {tabs ? (
        <Tabs value={tabs.value} onValueChange={tabs.onChange} items={tabs.items} label={tabs.label}>
          {panel}
        </Tabs>
      ) : (
        panel
      )}
    </>
  );
}
