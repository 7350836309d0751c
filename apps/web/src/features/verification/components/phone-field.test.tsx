import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PhoneField } from './phone-field';

describe('phone input (SPEC §5)', () => {
  it('keeps digits, plus, hyphen and space only, as typed or pasted', async () => {
    const onChange = vi.fn();
    render(<PhoneField label="Phone number" onChange={onChange} />);
    const input = screen.getByLabelText('Phone number');
    await userEvent.type(input, '+44 (0)20-7946 abc');
    expect(input).toHaveValue('+44 020-7946 ');
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('tel: +234.803.123.4567');
    expect(input).toHaveValue(' +2348031234567');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ target: input }));
  });

  it('shows the dial code before the number', () => {
    render(<PhoneField label="Company phone" prefix="+234" />);
    expect(screen.getByText('+234')).toBeInTheDocument();
    expect(screen.getByLabelText('Company phone')).toHaveAttribute('type', 'tel');
  });
});
