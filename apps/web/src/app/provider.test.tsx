import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { AppProvider } from './provider';

describe('AppProvider', () => {
  it('mounts the toaster with the first toast, not with the page', async () => {
    render(
      <AppProvider queryClient={new QueryClient()}>
        <button type="button" onClick={() => toast.success('Saved')}>
          Save
        </button>
      </AppProvider>,
    );
    // Long enough for a lazily loaded toaster to have arrived, had it been mounted with the page.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeVisible();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });
});
