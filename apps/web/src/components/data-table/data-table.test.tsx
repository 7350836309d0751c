import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DataTable, type Column } from './data-table';

interface Row {
  id: string;
  name: string;
}

const rows: Row[] = [
  { id: 'a', name: 'Ankara dress' },
  { id: 'b', name: 'Leather bag' },
  { id: 'c', name: 'Shea butter' },
];
const columns: Column<Row>[] = [{ id: 'name', header: 'Name', cell: (row) => row.name }];
const loaded = { isLoading: false, failure: null };

function SelectableTable({ page = 1 }: { page?: number }) {
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  return (
    <>
      <DataTable
        caption="Products"
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.name}
        load={loaded}
        page={page}
        pageSize={10}
        selection={{ selectedIds, onChange: setSelectedIds }}
      />
      <output>{selectedIds.join(',')}</output>
    </>
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Products' }))
    .getAllByRole('row')
    .slice(1);

describe('DataTable', () => {
  it('numbers rows across pages: (page - 1) × page size + index + 1', () => {
    render(<SelectableTable page={3} />);
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      '21',
      '22',
      '23',
    ]);
  });

  it('selects rows one by one and all at once', async () => {
    render(<SelectableTable />);
    const selectAll = screen.getByRole('checkbox', { name: 'Select all rows' });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Leather bag' }));
    expect(screen.getByRole('status')).toHaveTextContent('b');
    expect(selectAll).toHaveProperty('indeterminate', true);

    await userEvent.click(selectAll);
    expect(screen.getByRole('status')).toHaveTextContent('a,b,c');
    expect(selectAll).toBeChecked();

    await userEvent.click(selectAll);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(selectAll).not.toBeChecked();
  });

  it("shows 'Please wait...' while loading", () => {
    render(
      <DataTable
        caption="Products"
        columns={columns}
        rows={undefined}
        getRowId={(row) => row.id}
        load={{ isLoading: true, failure: null }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Please wait...');
  });

  it("shows 'Nothing to see yet' / 'Records will be listed here' when empty", () => {
    render(
      <DataTable caption="Products" columns={columns} rows={[]} getRowId={(row) => row.id} load={loaded} />,
    );
    expect(screen.getByText('Nothing to see yet')).toBeInTheDocument();
    expect(screen.getByText('Records will be listed here')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
