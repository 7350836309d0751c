import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useListParams } from './use-list-params';

const tabs = ['all', 'active', 'inactive'] as const;

function ListHarness() {
  const list = useListParams({ tabs, defaultTab: 'all', debounceMs: 200 });
  return (
    <>
      <p>
        tab:{list.tab} page:{list.page} search:{list.search}
      </p>
      <label>
        Search
        <input value={list.searchInput} onChange={(event) => list.setSearchInput(event.target.value)} />
      </label>
      <button onClick={() => list.setTab('active')}>Active tab</button>
      <button onClick={() => list.setTab('all')}>All tab</button>
      <button onClick={() => list.setPage(3)}>Page 3</button>
    </>
  );
}

const renderAt = (url: string) => {
  const router = createMemoryRouter([{ path: '/products', element: <ListHarness /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
};

describe('useListParams', () => {
  it('reads tab, page and search from the URL, with defaults', () => {
    renderAt('/products');
    expect(screen.getByText('tab:all page:1 search:')).toBeInTheDocument();
  });

  it('ignores unknown tabs and invalid pages', () => {
    renderAt('/products?tab=nope&page=-4');
    expect(screen.getByText('tab:all page:1 search:')).toBeInTheDocument();
  });

  it('writes the tab and page to the URL; a new tab starts at page 1', async () => {
    const router = renderAt('/products?search=bag');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(router.state.location.search).toBe('?search=bag&page=3');
    await userEvent.click(screen.getByRole('button', { name: 'Active tab' }));
    expect(router.state.location.search).toBe('?search=bag&tab=active');
    await userEvent.click(screen.getByRole('button', { name: 'All tab' }));
    expect(router.state.location.search).toBe('?search=bag');
  });

  it('debounces search into the URL and goes back to page 1', async () => {
    // Only timers are faked (React's scheduler keeps running); typing uses fireEvent, which does not wait on timers.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const router = renderAt('/products?page=4');
    const input = screen.getByRole('textbox', { name: 'Search' });
    fireEvent.change(input, { target: { value: 'ank' } });
    await act(async () => vi.advanceTimersByTime(150));
    fireEvent.change(input, { target: { value: 'ankara ' } });
    await act(async () => vi.advanceTimersByTime(199));
    expect(input).toHaveValue('ankara ');
    expect(router.state.location.search).toBe('?page=4');
    await act(async () => vi.advanceTimersByTime(1));
    expect(router.state.location.search).toBe('?search=ankara');
    // The input keeps what the user typed (trailing space included).
    expect(input).toHaveValue('ankara ');
  });

  it('follows the URL when it changes from outside', async () => {
    const router = renderAt('/products?search=bag');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('bag');
    await act(() => router.navigate('/products?search=shoe'));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('shoe');
  });
});
