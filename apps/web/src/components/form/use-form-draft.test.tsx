import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DraftControls, LEAVE_TITLE } from './draft-controls';
import { DraftOwner } from './draft-owner';
import { draftStorageKey } from './draft-storage';
import { useFormDraft } from './use-form-draft';

const KEY = draftStorageKey('user-1', 'thing:new');

function ThingForm({ save }: { save: () => Promise<void> }) {
  const form = useForm({ defaultValues: { name: '', price: '' } });
  const draft = useFormDraft(form, { formKey: 'thing:new' });
  return (
    <form onSubmit={form.handleSubmit(() => draft.saving(save).catch(() => undefined))}>
      <DraftControls draft={draft} />
      <label>
        Name
        <input {...form.register('name')} />
      </label>
      <button type="submit">Save</button>
      <Link to="/elsewhere">Elsewhere</Link>
    </form>
  );
}

const renderForm = (save: () => Promise<void> = () => Promise.resolve()) => {
  const router = createMemoryRouter(
    [
      {
        path: '/thing',
        element: (
          <DraftOwner userId="user-1">
            <ThingForm save={save} />
          </DraftOwner>
        ),
      },
      { path: '/elsewhere', element: <p>Elsewhere page</p> },
    ],
    { initialEntries: ['/thing'] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

afterEach(() => localStorage.clear());

describe('useFormDraft', () => {
  it('keeps typed values per user under a versioned key and brings them back after a reload', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Name'), 'Ankara bag');
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}').values).toEqual({ name: 'Ankara bag', price: '' });
    expect(KEY).toBe('oja.draft.v1:user-1:thing:new');

    document.body.innerHTML = '';
    renderForm();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Ankara bag'));
    expect(screen.getByRole('status')).toHaveTextContent('are back');
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('asks before leaving a changed form, and stays when asked to', async () => {
    const router = renderForm();
    await userEvent.type(screen.getByLabelText('Name'), 'x');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('dialog', { name: LEAVE_TITLE })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/thing');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Elsewhere page')).toBeInTheDocument();
    expect(localStorage.getItem(KEY)).not.toBeNull();
  });

  it('forgets the draft after a successful save and keeps it after a failed one', async () => {
    let fail = true;
    renderForm(() => (fail ? Promise.reject(new Error('down')) : Promise.resolve()));
    await userEvent.type(screen.getByLabelText('Name'), 'y');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(localStorage.getItem(KEY)).not.toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(localStorage.getItem(KEY)).toBeNull());
  });

  it('asks the browser before a reload only while the form has changes', async () => {
    renderForm();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await userEvent.type(screen.getByLabelText('Name'), 'z');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
