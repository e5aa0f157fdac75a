import { ErrorMessage, Field, Form, Formik } from 'formik';
import { useId, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { type PlayBreakKind } from 'shared-kernel/contract/responsible-play';
import { breakMessages, durationNameOf, isKnownDuration } from './break-text';
import { breakChoiceMade } from './take-a-break-slice';

interface ChoiceValues {
  duration: string;
}

/**
 * One kind of break with its durations: a radio group and a button that asks for confirmation
 * (the confirm dialog starts it). Nothing is chosen for the customer.
 */
export function BreakChoiceForm({
  kind,
  durations,
  title,
  legend,
  submitLabel,
  isDisabled,
  children,
}: {
  kind: PlayBreakKind;
  durations: readonly string[];
  title: string;
  legend: string;
  submitLabel: string;
  isDisabled: boolean;
  children?: ReactNode;
}) {
  const dispatch = useDispatch();
  const headingId = useId();
  const errorId = useId();
  const offered = durations.filter(isKnownDuration);
  if (offered.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="break-choice">
      <h2 id={headingId}>{title}</h2>
      {children}
      <Formik<ChoiceValues>
        initialValues={{ duration: '' }}
        validate={(values) => (values.duration ? {} : { duration: breakMessages.chooseDuration })}
        validateOnChange={false}
        validateOnBlur={false}
        onSubmit={(values) => {
          if (isKnownDuration(values.duration)) {
            dispatch(breakChoiceMade({ kind, duration: values.duration }));
          }
        }}
      >
        {({ errors }) => (
          <Form noValidate aria-labelledby={headingId}>
            <fieldset
              className="break-choice__durations"
              aria-describedby={errors.duration ? errorId : undefined}
            >
              <legend>{legend}</legend>
              {offered.map((duration) => (
                <label key={duration} className="break-choice__duration">
                  <Field type="radio" name="duration" value={duration} />
                  {durationNameOf(duration)}
                </label>
              ))}
            </fieldset>
            <ErrorMessage name="duration">
              {(message) => (
                <p id={errorId} className="form-field__error" role="alert">
                  {message}
                </p>
              )}
            </ErrorMessage>
            <button type="submit" className="button" disabled={isDisabled}>
              {submitLabel}
            </button>
          </Form>
        )}
      </Formik>
    </section>
  );
}
