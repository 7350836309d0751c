import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PinPad } from './pin-pad';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <PinPad label="Transaction PIN" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('PinPad', () => {
  it('is masked and keeps at most 4 digits typed on the keyboard', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Transaction PIN');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, '1a2-3456');
    expect(screen.getByTestId('value')).toHaveTextContent(/^1234$/);
  });

  it('takes digits from the on-screen pad, deletes the last one and stops at 4', async () => {
    render(<Harness />);
    for (const digit of ['9', '0', '7']) await userEvent.click(screen.getByRole('button', { name: digit }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete last digit' }));
    await userEvent.click(screen.getByRole('button', { name: '5' }));
    await userEvent.click(screen.getByRole('button', { name: '1' }));
    expect(screen.getByTestId('value')).toHaveTextContent(/^9051$/);
    expect(screen.getByRole('button', { name: '3' })).toBeDisabled();
  });
});
