import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { setTheme, THEME_KEY } from '@/lib/theme';
import { envelope, failure, mockFetch, sentBodies, type MockHandler } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';
import type { UserProfile } from '@/types/api';

const accountPage = (user: UserProfile, handlers: Record<string, MockHandler> = {}) =>
  mockFetch({
    'GET /v1/users/profile': () => [200, envelope(user)],
    ...handlers,
  });

const isDark = () => document.documentElement.classList.contains('dark');

afterEach(() => {
  setTheme('system');
  localStorage.clear();
});

describe('/account: the theme picker', () => {
  it('shows the chosen theme at once and keeps it on the profile', async () => {
    const user = testUser();
    const fetchMock = accountPage(user, {
      'PUT /v1/users/theme': ({ body }) => [200, envelope({ ...user, ...(body as object) })],
    });
    renderApp('/account');
    expect(await screen.findByRole('radio', { name: 'System' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(isDark()).toBe(true);
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    await waitFor(() => expect(sentBodies(fetchMock, 'PUT /v1/users/theme')).toEqual([{ theme: 'dark' }]));
  });

  it('is one radio group the keyboard moves through', async () => {
    const user = testUser();
    const fetchMock = accountPage(user, {
      'PUT /v1/users/theme': ({ body }) => [200, envelope({ ...user, ...(body as object) })],
    });
    renderApp('/account');
    expect(await screen.findByRole('group', { name: 'Theme' })).toBeInTheDocument();
    screen.getByRole('radio', { name: 'System' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Dark' })).toHaveFocus();
    await waitFor(() => expect(sentBodies(fetchMock, 'PUT /v1/users/theme')).toEqual([{ theme: 'dark' }]));
  });

  it("takes the theme kept on the user's profile, chosen on another device", async () => {
    localStorage.setItem(THEME_KEY, 'light');
    accountPage(testUser({ theme: 'dark' }));
    renderApp('/account');
    expect(await screen.findByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(isDark()).toBe(true);
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
  });

  it('says when the choice could not be kept for other devices, and keeps it on this one', async () => {
    accountPage(testUser(), {
      'PUT /v1/users/theme': () => [503, failure(503, 'Service unavailable')],
    });
    renderApp('/account');
    await userEvent.click(await screen.findByRole('radio', { name: 'Dark' }));
    expect(await screen.findByText(/Could not save your theme|Service unavailable/)).toBeInTheDocument();
    expect(isDark()).toBe(true);
  });
});
