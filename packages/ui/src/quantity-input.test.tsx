import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

describe('QuantityInput on a page rendered on the server', () => {
  /** The field as the server rendered it, typed into before the app hydrates it, then hydrated. */
  async function typedBeforeStart(text: string, { focused }: { focused: boolean }) {
    const onChange = vi.fn();
    const field = <QuantityInput value={1} step={1} onChange={onChange} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(field);
    document.body.append(container);
    const input = container.querySelector('input') as HTMLInputElement;
    input.value = text;
    if (focused) input.focus();
    const root = await act(async () => hydrateRoot(container, field));
    const unmount = () => {
      act(() => root.unmount());
      container.remove();
    };
    return { input, onChange, unmount };
  }

  it('sends a quantity typed before the app started and left, as leaving the field sends it', async () => {
    const { onChange, unmount } = await typedBeforeStart('3', { focused: false });
    expect(onChange).toHaveBeenCalledWith(3);
    unmount();
  });

  it('keeps a quantity still being typed when the app starts, and sends it with Enter', async () => {
    const { input, onChange, unmount } = await typedBeforeStart('4', { focused: true });
    expect(onChange).not.toHaveBeenCalled();
    expect(input.value).toBe('4');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(4);
    unmount();
  });
});
