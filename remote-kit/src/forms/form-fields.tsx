import { useField } from 'formik';
import { type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '../texts/use-translation';

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
      <FieldError id={`${inputId}-error`} message={message} />
    </div>
  );
}

interface CheckboxFieldProps {
  name: string;
  children: ReactNode;
}

/** A checkbox whose label is its children (e.g. the terms with their links). */
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
      <FieldError id={`${inputId}-error`} message={message} />
    </div>
  );
}

interface SelectFieldProps {
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The blank first choice's text (e.g. 'All kinds' where blank means no filter). */
  blankLabel?: string;
}

/** A labelled select with a blank first choice, so nothing is chosen for the customer. */
export function SelectField({ name, label, options, blankLabel }: SelectFieldProps) {
  const { t } = useTranslation();
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
        <option value="">{blankLabel ?? t('ui.select_blank')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${inputId}-error`} message={message} />
    </div>
  );
}

/** A field's error, tied to its control by id (aria-describedby points here only while it shows). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="form-field__error">
      {message}
    </p>
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
