import type { ReactNode } from 'react';
import { Modal } from '@shop/ui/modal.tsx';
import styles from './windows.module.css';

type Props<Option, Id extends string | number> = {
  sheet: boolean;
  /** The window's title, which also names its list. */
  title: string;
  options: readonly Option[];
  idOf: (option: Option) => Id;
  chosen: Id | null;
  listClassName: string | undefined;
  optionClassName: (option: Option) => string | undefined;
  isDisabled?: (option: Option) => boolean;
  renderOption: (option: Option) => ReactNode;
  onChoose: (id: Id) => void;
  onClose: () => void;
  /** Shown under the list. */
  children?: ReactNode;
};

/**
 * One option picked from a list in a window (cart-and-ordering.md §2 "Sub-modals"): every option is a
 * button, pressed while it is the chosen one; picking an option chooses it and closes the window.
 */
export function ListPickerWindow<Option, Id extends string | number>({
  sheet,
  title,
  options,
  idOf,
  chosen,
  listClassName,
  optionClassName,
  isDisabled,
  renderOption,
  onChoose,
  onClose,
  children,
}: Props<Option, Id>) {
  return (
    <Modal open sheet={sheet} onClose={onClose} title={title}>
      <ul className={listClassName} aria-label={title}>
        {options.map((option) => {
          const id = idOf(option);
          return (
            <li key={id}>
              <button
                type="button"
                className={id === chosen ? `${optionClassName(option)} ${styles.chosen}` : optionClassName(option)}
                disabled={isDisabled?.(option)}
                aria-pressed={id === chosen}
                onClick={() => {
                  onChoose(id);
                  onClose();
                }}
              >
                {renderOption(option)}
              </button>
            </li>
          );
        })}
      </ul>
      {children}
    </Modal>
  );
}
