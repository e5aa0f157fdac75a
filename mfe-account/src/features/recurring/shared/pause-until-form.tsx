import { Form, Formik } from 'formik';
import { TextField } from 'remote-kit';
import { pauseDateError, pauseDateRange, pausedUntilOf } from './pause-date';

interface PauseUntilValues {
  day: string;
}

/**
 * Chooses the day a timed pause ends: from tomorrow to a year from today (Sydney days). Draws
 * before that day are skipped; the purchase plays again from it.
 */
export function PauseUntilForm({
  isBusy,
  onSubmit,
  onClose,
}: {
  isBusy: boolean;
  onSubmit: (pausedUntil: string) => void;
  onClose: () => void;
}) {
  const { first, last } = pauseDateRange(new Date());
  return (
    <Formik<PauseUntilValues>
      initialValues={{ day: '' }}
      validate={(values) => {
        const message = pauseDateError(values.day, new Date());
        return message ? { day: message } : {};
      }}
      onSubmit={(values) => {
        if (!isBusy) onSubmit(pausedUntilOf(values.day));
      }}
    >
      <Form noValidate className="recurring-form" aria-label="Pause until a date">
        <TextField
          name="day"
          label="Pause until"
          type="date"
          min={first}
          max={last}
          hint="Draws before this day are skipped. Choose a day within a year."
        />
        <div className="form-actions">
          <button type="submit" className="button" aria-disabled={isBusy || undefined}>
            Pause until this date
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Close
          </button>
        </div>
      </Form>
    </Formik>
  );
}
