import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ListPickerWindow } from './list-picker-window.tsx';

type Slot = { id: string; text: string; full: boolean };

const slots: Slot[] = [
  { id: 'morning', text: 'Утро', full: true },
  { id: 'day', text: 'День', full: false },
  { id: 'evening', text: 'Вечер', full: false },
];

/** A field that opens the window, as checkout's selects do, and shows what was chosen. */
function Field({ onChoose }: { onChoose: (id: string) => void }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>('evening');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Время: {chosen}
      </button>
      {open ? (
        <ListPickerWindow
          sheet={false}
          title="Время доставки"
          options={slots}
          idOf={(slot) => slot.id}
          chosen={chosen}
          listClassName="slots"
          optionClassName={(slot) => (slot.full ? 'slot full' : 'slot')}
          isDisabled={(slot) => slot.full}
          renderOption={(slot) => <span>{slot.text}</span>}
          onChoose={(id) => {
            onChoose(id);
            setChosen(id);
          }}
          onClose={() => setOpen(false)}
        >
          <p>Курьер позвонит за час.</p>
        </ListPickerWindow>
      ) : null}
    </>
  );
}

async function openWindow(onChoose = vi.fn()) {
  render(<Field onChoose={onChoose} />);
  const field = screen.getByRole('button', { name: /^Время/ });
  await userEvent.click(field);
  return { field, window: screen.getByRole('dialog', { name: 'Время доставки' }), onChoose };
}

describe('the list-picker window', () => {
  it('lists the options under its title, the chosen one pressed, the disabled ones not to be picked, and what comes under the list', async () => {
    const { window, onChoose } = await openWindow();
    const list = within(window).getByRole('list', { name: 'Время доставки' });
    const options = within(list).getAllByRole('button');
    expect(options.map((option) => option.textContent)).toEqual(['Утро', 'День', 'Вечер']);
    expect(options.map((option) => option.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'true']);
    expect(options.map((option) => option.className)).toEqual(['slot full', 'slot', expect.stringMatching(/^slot \S*chosen/)]);
    expect(options[0]).toBeDisabled();
    expect(within(window).getByText('Курьер позвонит за час.')).toBeInTheDocument();
    await userEvent.click(options[0] as HTMLElement);
    expect(onChoose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Время доставки' })).toBeInTheDocument();
  });

  it('starts on the first option that can be picked; Tab and Enter pick another, which closes the window and returns focus to the field', async () => {
    const { field, window, onChoose } = await openWindow();
    expect(within(window).getByRole('button', { name: 'День' })).toHaveFocus();
    await userEvent.tab();
    expect(within(window).getByRole('button', { name: 'Вечер' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('day');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field).toHaveTextContent('Время: day');
    expect(field).toHaveFocus();
  });

  it('closes on Escape without choosing, and focus returns to the field', async () => {
    const { field, onChoose } = await openWindow();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChoose).not.toHaveBeenCalled();
    expect(field).toHaveTextContent('Время: evening');
    expect(field).toHaveFocus();
  });
});
