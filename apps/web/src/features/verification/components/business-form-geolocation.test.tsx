import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setup, address } from '../testing/business-form-fixtures';
import { stubGeolocation } from '../testing/geolocation-stub';

beforeEach(() => {
  stubGeolocation();
});
afterEach(() => {
  stubGeolocation(null);
});

describe('geolocation on load (SPEC §2, §8)', () => {
  it('offers the place near the browser as the first suggestion', async () => {
    const getCurrentPosition = stubGeolocation({ latitude: 6.6018, longitude: 3.3515 });
    const { fetchMock } = setup();
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => String(url) === '/api/geo-code?lat=6.6018&lng=3.3515'),
      ).toBe(true),
    );
    await userEvent.click(address());
    const listbox = await screen.findByRole('listbox', { name: 'Address suggestions' });
    expect(within(listbox).getByRole('option')).toHaveTextContent('Near youIkeja, Lagos, Nigeria');
  });

  it("alerts 'Geolocation is not supported by your browser.' without geolocation", () => {
    stubGeolocation(null);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    setup();
    expect(alert).toHaveBeenCalledWith('Geolocation is not supported by your browser.');
  });
});
