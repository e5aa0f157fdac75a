import { Form, Formik } from 'formik';
import { TextField, useTranslation } from 'remote-kit';
import { accountPlayTexts } from 'shared-kernel/contract/texts';
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
  const { t } = useTranslation(accountPlayTexts);
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
      <Form noValidate className="recurring-form" aria-label={t('account_play.pause_until_form')}>
        <TextField
          name="day"
          label={t('account_play.pause_until_label')}
          type="date"
          min={first}
          max={last}
          hint={t('account_play.pause_until_hint')}
        />
        <div className="form-actions">
          <button type="submit" className="button" aria-disabled={isBusy || undefined}>
            {t('account_play.pause_until_submit')}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('account_play.close')}
          </button>
        </div>
      </Form>
    </Formik>
  );
}
