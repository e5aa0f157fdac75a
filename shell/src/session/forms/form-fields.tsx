import { useField } from 'formik';
import { type InputHTMLAttributes, type ReactNode } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
  hint?: string;
}

/** A labelled input whose error (touched or from the server) is announced with it. */
export function TextField({ name, label, hint, id, ...input }: TextFieldProps) {
  const [field, meta] = useField<string>(name);
  const inputId = id ?? `field-${name}`;
  const message = meta.touched ? meta.error : undefined;
  const describedBy = [hint ? `${inputId}-hint` : null, message ? `${inputId}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="form-field">
      <label htmlFor={inputId}>{label}</label>
      {hint ? (
        <p id={`${inputId}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <input
        id={inputId}
        {...field}
        value={field.value ?? ''}
        {...input}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {message ? (
        <p id={`${inputId}-error`} className="form-field__error">
          {message}
        </p>
      ) : null}
    </div>
  );
}

interface CheckboxFieldProps {
  name: string;
  children: ReactNode;
}

export function CheckboxField({ name, children }: CheckboxFieldProps) {
  const [field, meta] = useField<boolean>({ name, type: 'checkbox' });
  const inputId = `field-${name}`;
  const message = meta.touched ? meta.error : undefined;
  return (
    <div className="form-field form-field--checkbox">
      <input
        id={inputId}
        type="checkbox"
        name={field.name}
        checked={Boolean(field.value)}
        onChange={field.onChange}
        onBlur={field.onBlur}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${inputId}-error` : undefined}
      />
      <label htmlFor={inputId}>{children}</label>
      {message ? (
        <p id={`${inputId}-error`} className="form-field__error">
          {message}
        </p>
      ) : null}
    </div>
  );
}

interface SelectFieldProps {
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

export function SelectField({ name, label, options }: SelectFieldProps) {
  const [field, meta] = useField<string>(name);
  const inputId = `field-${name}`;
  const message = meta.touched ? meta.error : undefined;
  return (
    <div className="form-field">
      <label htmlFor={inputId}>{label}</label>
      <select
        id={inputId}
        {...field}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${inputId}-error` : undefined}
      >
        <option value="">Select…</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {message ? (
        <p id={`${inputId}-error`} className="form-field__error">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** The form's general error (e.g. the server's login refusal), read out when it appears. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="form-alert">
      {message}
    </p>
  );
}
