import { Field, useField } from 'formik';
import { type ReactNode, useId } from 'react';
import { FieldError } from 'remote-kit';

export interface RadioChoice {
  value: string;
  label: ReactNode;
  description?: string;
}

/**
 * A named group of radio buttons (a fieldset and its legend) whose error, once touched or from
 * the server, is announced with it. `groups` split long lists under their own legends.
 */
export function RadioGroupField({
  name,
  legend,
  choices,
  groups,
}: {
  name: string;
  legend: string;
  choices?: readonly RadioChoice[];
  groups?: ReadonlyArray<{ legend: string; choices: readonly RadioChoice[] }>;
}) {
  const [, meta] = useField<string>(name);
  const id = useId();
  const message = meta.touched ? meta.error : undefined;
  const radios = (list: readonly RadioChoice[]) =>
    list.map((choice) => (
      <div key={choice.value} className="radio-choice">
        <label>
          <Field type="radio" name={name} value={choice.value} />
          {choice.label}
        </label>
        {choice.description ? <p className="form-field__hint">{choice.description}</p> : null}
      </div>
    ));
  return (
    <div className="form-field">
      <fieldset aria-describedby={message ? `${id}-error` : undefined}>
        <legend>{legend}</legend>
        {choices ? radios(choices) : null}
        {groups?.map((group) => (
          <fieldset key={group.legend}>
            <legend>{group.legend}</legend>
            {radios(group.choices)}
          </fieldset>
        ))}
      </fieldset>
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}
