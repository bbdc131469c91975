import { useId, type InputHTMLAttributes, type ReactElement } from 'react';
import styles from './sign-in.module.css';

export type FieldControlProps = {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FieldProps = {
  label: string;
  /** The field's own error (checked here, before sending). */
  error?: string | null;
  hint?: string;
  /** Ids of other texts that describe the field, e.g. the form's failure from the server. */
  describedBy?: string | null;
  /** Marks the field invalid when the form's failure concerns it. */
  invalid?: boolean;
  /** Renders the control; plain text inputs use TextField. */
  children: (control: FieldControlProps) => ReactElement;
  extraClass?: string;
};

/** A labelled control with its hint and error, tied together for screen readers. */
export function Field({ label, error, hint, describedBy, invalid = false, children, extraClass }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : null, error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        className: [styles.input, extraClass].filter(Boolean).join(' '),
        'aria-invalid': error || invalid ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = Omit<FieldProps, 'children'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'className'> & {
    value: string;
    onChange: (value: string) => void;
  };

export function TextField({ label, error, hint, describedBy, invalid, extraClass, value, onChange, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} describedBy={describedBy} invalid={invalid} extraClass={extraClass}>
      {(control) => <input {...input} {...control} value={value} onChange={(event) => onChange(event.target.value)} />}
    </Field>
  );
}

/** The e-mail field of the sign-in forms. */
export function EmailField({ autoComplete = 'email', ...props }: Omit<TextFieldProps, 'type' | 'name' | 'inputMode'>) {
  return <TextField {...props} type="email" name="email" inputMode="email" autoComplete={autoComplete} />;
}
