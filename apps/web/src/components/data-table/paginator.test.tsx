import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Paginator } from './paginator';

const renderPaginator = (page: number, totalPages: number, totalResults = totalPages * 10) => {
  const onPageChange = vi.fn();
  render(
    <Paginator page={page} totalPages={totalPages} totalResults={totalResults} onPageChange={onPageChange} />,
  );
  return { onPageChange, nav: screen.getByRole('navigation', { name: 'Pagination' }) };
};

const pageButtons = (nav: HTMLElement) =>
  within(nav)
    .queryAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => button.textContent);

describe('Paginator', () => {
  it('shows 0 values and no pages before loading', () => {
    const { nav } = renderPaginator(0, 0, 0);
    expect(nav).toHaveTextContent('Page 0 of 0');
    expect(nav).toHaveTextContent('0 results');
    expect(pageButtons(nav)).toEqual([]);
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('lists every page without ellipsis up to 5 pages', () => {
    const { nav } = renderPaginator(2, 5);
    expect(pageButtons(nav)).toEqual(['1', '2', '3', '4', '5']);
    expect(within(nav).queryByRole('button', { name: /^Pages/ })).not.toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows ellipsis menus above 5 pages that list the hidden pages', async () => {
    const { nav, onPageChange } = renderPaginator(5, 10);
    expect(pageButtons(nav)).toEqual(['1', '4', '5', '6', '10']);
    expect(within(nav).getByRole('button', { name: 'Pages 2 to 3' })).toBeInTheDocument();

    await userEvent.click(within(nav).getByRole('button', { name: 'Pages 7 to 9' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Page 7', 'Page 8', 'Page 9']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Page 8' }));
    expect(onPageChange).toHaveBeenCalledWith(8);
  });

  it('moves with previous and next, disabled at the ends', async () => {
    const first = renderPaginator(1, 3);
    expect(within(first.nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(first.nav).getByRole('button', { name: 'Next' }));
    expect(first.onPageChange).toHaveBeenCalledWith(2);
  });

  it('jumps to a page number', async () => {
    const { nav, onPageChange } = renderPaginator(3, 3);
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 1' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('groups digits and marks a capped search total as a lower bound', async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(
      <Paginator page={2} totalPages={1235} totalResults={12345} onPageChange={onPageChange} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toHaveTextContent('Page 2 of 1,235 · 12,345 results');

    rerender(
      <Paginator
        page={100}
        totalPages={100}
        totalResults={1000}
        capped
        hasNextPage
        onPageChange={onPageChange}
      />,
    );
    expect(nav).toHaveTextContent('Page 100 of 100+ · 1,000+ results');
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(101);

    rerender(
      <Paginator page={103} totalPages={100} totalResults={1000} capped onPageChange={onPageChange} />,
    );
    expect(within(nav).getByRole('button', { name: 'Page 103' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
