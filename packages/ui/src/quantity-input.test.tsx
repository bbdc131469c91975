import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuantityInput } from './quantity-input.tsx';

describe('QuantityInput', () => {
  it('steps up and down by the line step', async () => {
    const onChange = vi.fn();
    render(<QuantityInput value={5} step={2.5} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Увеличить количество' }));
    expect(onChange).toHaveBeenLastCalledWith(7.5);
    await userEvent.click(screen.getByRole('button', { name: 'Уменьшить количество' }));
    expect(onChange).toHaveBeenLastCalledWith(2.5);
  });

  it('asks to remove the position when minus is pressed at one step', async () => {
    const onChange = vi.fn();
    render(<QuantityInput value={1} step={1} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Уменьшить количество' }));
    expect(onChange).toHaveBeenCalledWith(0);
  });

  it('disables plus at 9999', () => {
    render(<QuantityInput value={9999} step={1} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Увеличить количество' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Уменьшить количество' })).toBeEnabled();
  });

  it('shows 0 and disables everything for unavailable goods', () => {
    render(<QuantityInput value={3} step={1} unavailable onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Количество' })).toHaveValue('0');
    expect(screen.getByRole('textbox', { name: 'Количество' })).toBeDisabled();
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });

  it('drops a typed character that makes the value non-numeric and commits on Enter', async () => {
    const onChange = vi.fn();
    render(<QuantityInput value={2} step={1} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Количество' });
    await userEvent.clear(input);
    await userEvent.type(input, '12a');
    expect(input).toHaveValue('12');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(12);
  });

  it('commits on blur, clamps to 9999 and ignores an empty field', async () => {
    const onChange = vi.fn();
    render(<QuantityInput value={2} step={1} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Количество' });
    await userEvent.clear(input);
    await userEvent.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('2');
    await userEvent.clear(input);
    await userEvent.type(input, '25000');
    await userEvent.tab();
    expect(onChange).toHaveBeenCalledWith(9999);
  });
});
