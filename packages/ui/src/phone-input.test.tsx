import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PhoneInput } from './phone-input.tsx';

function Harness({ onDigits }: { onDigits?: (digits: string) => void }) {
  const [digits, setDigits] = useState('');
  return (
    <label>
      Телефон
      <PhoneInput
        value={digits}
        onChange={(next) => {
          setDigits(next);
          onDigits?.(next);
        }}
      />
    </label>
  );
}

describe('PhoneInput', () => {
  it('shows typed digits through the mask and drops anything else', async () => {
    const onDigits = vi.fn();
    render(<Harness onDigits={onDigits} />);
    const input = screen.getByRole('textbox', { name: 'Телефон' });
    await userEvent.type(input, '912abc3456789');
    expect(input).toHaveValue('(912) 345-67-89');
    expect(onDigits).toHaveBeenLastCalledWith('9123456789');
  });

  it('masks the last ten digits of a pasted number with a country code', async () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Телефон' });
    await userEvent.click(input);
    await userEvent.paste('+7 (912) 345-67-89');
    expect(input).toHaveValue('7 (912) 345-67-89');
  });

  it('keeps at most 20 digits', async () => {
    const onDigits = vi.fn();
    render(<Harness onDigits={onDigits} />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Телефон' }));
    await userEvent.paste('1'.repeat(30));
    expect(onDigits).toHaveBeenLastCalledWith('1'.repeat(20));
  });

  it('deletes a digit when backspace hits a mask character', async () => {
    const onDigits = vi.fn();
    render(<Harness onDigits={onDigits} />);
    const input = screen.getByRole('textbox', { name: 'Телефон' });
    await userEvent.type(input, '9123');
    expect(input).toHaveValue('(912) 3');
    await userEvent.type(input, '{Backspace}{Backspace}');
    expect(input).toHaveValue('(91');
  });
});
