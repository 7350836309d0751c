import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { moneyInputMessages } from './money-edit';
import { MoneyInput } from './money-input';

/** A money field in a parent that keeps its text, reporting every accepted change. */
function Harness({
  onText,
  error,
  initial = '',
}: {
  onText?: (text: string) => void;
  error?: string;
  initial?: string;
}) {
  const [text, setText] = useState(initial);
  return (
    <>
      <MoneyInput
        label="Amount (₦)"
        value={text}
        error={error}
        max={100_000_000}
        onChange={(next) => {
          setText(next);
          onText?.(next);
        }}
      />
      <output data-testid="submitted">{text}</output>
    </>
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>('Amount (₦)');
const submitted = () => screen.getByTestId('submitted').textContent;

describe('MoneyInput', () => {
  it('groups thousands as the amount is typed and hands the parent the exact text', async () => {
    const onText = vi.fn();
    render(<Harness onText={onText} />);
    await userEvent.type(field(), '1234567.5');
    expect(field()).toHaveValue('1,234,567.5');
    expect(submitted()).toBe('1234567.5');
    expect(onText).toHaveBeenLastCalledWith('1234567.5');
    expect(field()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a refusal in view while typing goes on, so "1e9" never ends as a clean-looking 19', async () => {
    render(<Harness />);
    await userEvent.type(field(), '1e9');
    expect(field()).toHaveValue('19');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(moneyInputMessages.character('e'));
    await userEvent.clear(field());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['e', '12', moneyInputMessages.character('e')],
    ['-', '12', moneyInputMessages.negative],
    ['.', '12.5', moneyInputMessages.secondPoint],
    ['9', '12.55', moneyInputMessages.decimals(2)],
    [',', '12', moneyInputMessages.typedComma],
  ])(
    'refuses "%s" visibly: the amount stays %s, the field is invalid and says why',
    async (key, before, message) => {
      render(<Harness />);
      await userEvent.type(field(), before);
      await userEvent.type(field(), key);
      expect(field()).toHaveValue(before);
      expect(submitted()).toBe(before);
      expect(field()).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(field()).toHaveAccessibleDescription(message);
      // Deleting puts the refusal away.
      await userEvent.type(field(), '{Backspace}');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(field()).not.toHaveAttribute('aria-invalid');
    },
  );

  it.each([
    ['1e9', moneyInputMessages.character('e')],
    ['-100', moneyInputMessages.negative],
    ['1,00,000', moneyInputMessages.grouping],
    ['100.555', moneyInputMessages.decimals(2)],
    ['200000000', moneyInputMessages.tooLarge('₦100,000,000')],
  ])('refuses the paste "%s" and keeps the amount it had', async (pasted, message) => {
    render(<Harness initial="50" />);
    await userEvent.tripleClick(field());
    await userEvent.paste(pasted);
    expect(field()).toHaveValue('50');
    expect(submitted()).toBe('50');
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('reads a pasted "₦1,000.50" exactly as it is written', async () => {
    render(<Harness />);
    await userEvent.click(field());
    await userEvent.paste('₦1,000.50');
    expect(field()).toHaveValue('1,000.50');
    expect(submitted()).toBe('1000.50');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the caret next to the digit typed in the middle, across the commas it moves', async () => {
    render(<Harness initial="1000" />);
    const input = field();
    await userEvent.click(input);
    input.setSelectionRange(1, 1); // "1|,000"
    await userEvent.keyboard('5');
    expect(input).toHaveValue('15,000');
    expect(input.selectionStart).toBe(2); // "15|,000"
    await userEvent.keyboard('7');
    expect(input).toHaveValue('157,000');
    expect(input.selectionStart).toBe(3);
    input.setSelectionRange(4, 4); // "157,|000": backspace deletes the comma's neighbour, not the comma
    await userEvent.keyboard('{Backspace}');
    expect(input).toHaveValue('157,000');
    expect(input.selectionStart).toBe(3);
    await userEvent.keyboard('{Backspace}');
    expect(input).toHaveValue('15,000');
  });

  it("shows the form's validation message when nothing was refused", () => {
    render(<Harness error="Enter an amount" />);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('Enter an amount');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
