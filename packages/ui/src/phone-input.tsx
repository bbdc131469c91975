import type { InputHTMLAttributes } from 'react';
import { formatPhone, phoneDigits } from './phone.ts';

export type PhoneInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  /** Digits only, at most 20. */
  value: string;
  onChange: (digits: string) => void;
  invalid?: boolean;
};

/** A phone field: keeps digits only and shows them through the mask (___) ___-__-__. */
export function PhoneInput({ value, onChange, invalid = false, ...rest }: PhoneInputProps) {
  const shown = formatPhone(value);
  return (
    <input
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="(___) ___-__-__"
      {...rest}
      aria-invalid={invalid || undefined}
      value={shown}
      onChange={(event) => {
        const text = event.target.value;
        let digits = phoneDigits(text);
        // Deleting a bracket, space or dash of the mask deletes the digit before it.
        if (digits === value && text.length < shown.length) digits = digits.slice(0, -1);
        onChange(digits);
      }}
    />
  );
}
