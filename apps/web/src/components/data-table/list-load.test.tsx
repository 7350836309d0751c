import { QueryClient, QueryClientProvider, keepPreviousData, useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from './data-table';
import { ListStatus } from './list-status';
import { useListLoad } from './use-list-load';

interface Row {
  id: string;
  name: string;
}

const pages: Record<number, Row[]> = {
  1: [
    { id: 'a', name: 'Ankara dress' },
    { id: 'b', name: 'Leather bag' },
  ],
  2: [{ id: 'c', name: 'Shea butter' }],
};
const columns: Column<Row>[] = [{ id: 'name', header: 'Name', cell: (row) => row.name }];

/** The server: answers a page, or fails with its message while `down` is set. */
const server = { down: false, calls: 0 };
const fetchPage = async (page: number): Promise<Row[]> => {
  server.calls += 1;
  if (server.down) throw new Error('The catalogue service is busy');
  return pages[page] ?? [];
};

function ProductsList({ client }: { client: QueryClient }) {
  const [page, setPage] = useState(1);
  const products = useListLoad(
    useQuery(
      { queryKey: ['products', page], queryFn: () => fetchPage(page), placeholderData: keepPreviousData },
      client,
    ),
    'products',
  );
  return (
    <>
      <DataTable
        caption="Products"
        columns={columns}
        rows={products.data}
        getRowId={(row) => row.id}
        load={products}
      />
      <button onClick={() => setPage(2)}>Page 2</button>
    </>
  );
}

/** One tab of a tabbed list: each tab is its own component, remounted when the tab changes. */
function TabOfProducts({ client, tab }: { client: QueryClient; tab: string }) {
  const products = useListLoad(
    useQuery(
      { queryKey: ['products', 'list', tab], queryFn: () => fetchPage(tab === 'all' ? 1 : 2) },
      client,
    ),
    'products',
    ['products', 'list'],
  );
  return (
    <DataTable
      caption="Products"
      columns={columns}
      rows={products.data}
      getRowId={(row) => row.id}
      load={products}
    />
  );
}

function TabbedProducts({ client }: { client: QueryClient }) {
  const [tab, setTab] = useState('all');
  return (
    <>
      <TabOfProducts key={tab} client={client} tab={tab} />
      <button onClick={() => setTab('active')}>Active</button>
    </>
  );
}

function NotificationsList({ client }: { client: QueryClient }) {
  const notifications = useListLoad(
    useQuery({ queryKey: ['notifications'], queryFn: () => fetchPage(1) }, client),
    'notifications',
  );
  return (
    <ListStatus load={notifications} isEmpty={(rows) => rows.length === 0}>
      {(rows) => (
        <ul aria-label="Notifications">
          {rows.map((row) => (
            <li key={row.id}>{row.name}</li>
          ))}
        </ul>
      )}
    </ListStatus>
  );
}

const newClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

const renderWith = (ui: (client: QueryClient) => React.ReactNode) => {
  const client = newClient();
  render(<QueryClientProvider client={client}>{ui(client)}</QueryClientProvider>);
  return client;
};

afterEach(() => {
  server.down = false;
  server.calls = 0;
});

describe('the list kit: a failed load is never an empty list', () => {
  it('a first load that fails says so with the reason and Retry; Retry brings the rows', async () => {
    server.down = true;
    renderWith((client) => <ProductsList client={client} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load products");
    expect(alert).toHaveTextContent('The catalogue service is busy');
    expect(screen.queryByText('Nothing to see yet')).not.toBeInTheDocument();

    server.down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'Ankara dress' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a reload that fails keeps the rows on screen under the failure', async () => {
    const client = renderWith((c) => <ProductsList client={c} />);
    expect(await screen.findByRole('cell', { name: 'Leather bag' })).toBeInTheDocument();
    server.down = true;
    await client.refetchQueries({ queryKey: ['products'] });
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load products");
    expect(screen.getByRole('cell', { name: 'Leather bag' })).toBeInTheDocument();
  });

  it('a next page that fails keeps the last rows loaded, marked as such', async () => {
    renderWith((client) => <ProductsList client={client} />);
    expect(await screen.findByRole('cell', { name: 'Ankara dress' })).toBeInTheDocument();
    server.down = true;
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load products. Showing what was loaded before.");
    expect(screen.getByRole('cell', { name: 'Ankara dress' })).toBeInTheDocument();
    expect(screen.queryByText('Nothing to see yet')).not.toBeInTheDocument();

    server.down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'Shea butter' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Ankara dress' })).not.toBeInTheDocument();
  });

  it('another tab that fails (a remounted list) keeps the rows its list family loaded last', async () => {
    renderWith((client) => <TabbedProducts client={client} />);
    expect(await screen.findByRole('cell', { name: 'Leather bag' })).toBeInTheDocument();
    server.down = true;
    await userEvent.click(screen.getByRole('button', { name: 'Active' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Showing what was loaded before.');
    expect(screen.getByRole('cell', { name: 'Leather bag' })).toBeInTheDocument();
  });

  it('a list that is not a table (ListStatus) fails the same way', async () => {
    server.down = true;
    renderWith((client) => <NotificationsList client={client} />);
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load notifications");
    expect(screen.queryByText('Nothing to see yet')).not.toBeInTheDocument();
    server.down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Notifications' })).toHaveTextContent('Ankara dress');
  });
});

describe('DataTable on a phone', () => {
  it('shows each row as a card of label–value pairs, not a table', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width: 639px'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderWith((client) => <ProductsList client={client} />);
    const cards = await screen.findByRole('list', { name: 'Products' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(cards).toHaveTextContent('S/N 1');
    expect(within(cards).getAllByRole('term')[0]).toHaveTextContent('Name');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
