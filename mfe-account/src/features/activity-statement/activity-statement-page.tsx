import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { FormAlert, LoadState, useTranslation } from 'remote-kit';
import { errorMessageFallback } from 'shared-kernel';
import { accountTexts } from 'shared-kernel/contract/texts';
import {
  activityStatementIntervals,
  type ActivityStatement,
} from 'shared-kernel/contract/responsible-play';
import { type StatementFileFormat } from './activity-statement-api';
import stylesheet from './activity-statement-page.css';
import {
  emailPreferenceChosen,
  selectActivityStatement,
  statementDownloadRequested,
  statementIntervalChosen,
  statementPageOpened,
} from './activity-statement-slice';
import { StatementChart } from './statement-chart';
import { StatementTable } from './statement-table';

/** Weekly or monthly: the statement reloads at once for the interval chosen. */
function IntervalSwitch() {
  const dispatch = useDispatch();
  const { interval } = useSelector(selectActivityStatement);
  const { t } = useTranslation(accountTexts);
  const intervalNames = {
    week: t('account.statement_weekly'),
    month: t('account.statement_monthly'),
  };
  return (
    <fieldset className="statement-interval">
      <legend>{t('account.statement_show_by')}</legend>
      {activityStatementIntervals.map((choice) => (
        <label key={choice} className="statement-interval__choice">
          <input
            type="radio"
            name="statement-interval"
            value={choice}
            checked={interval === choice}
            onChange={() => dispatch(statementIntervalChosen(choice))}
          />
          {intervalNames[choice]}
        </label>
      ))}
    </fieldset>
  );
}

function Downloads() {
  const dispatch = useDispatch();
  const { preparingFormat, failedFormat } = useSelector(selectActivityStatement);
  const { t } = useTranslation(accountTexts);
  const button = (format: StatementFileFormat, name: string) => (
    <button
      type="button"
      className="button button--secondary"
      disabled={preparingFormat !== null}
      onClick={() => dispatch(statementDownloadRequested(format))}
    >
      {preparingFormat === format
        ? t('account.statement_preparing_file', { name })
        : t('account.statement_download_file', { name })}
    </button>
  );
  return (
    <div className="statement-downloads">
      {button('csv', 'CSV')}
      {button('pdf', 'PDF')}
      <FormAlert message={failedFormat ? errorMessageFallback : null} />
    </div>
  );
}

function MonthlyEmail() {
  const dispatch = useDispatch();
  const { isEmailEnabled, isEmailSaving, emailNotice } = useSelector(selectActivityStatement);
  const { t } = useTranslation(accountTexts);
  if (isEmailEnabled === null) return null;
  return (
    <div className="statement-email">
      <div className="form-field form-field--checkbox">
        <input
          id="monthly-statement-email"
          type="checkbox"
          checked={isEmailEnabled}
          disabled={isEmailSaving}
          onChange={(event) => dispatch(emailPreferenceChosen(event.target.checked))}
        />
        <label htmlFor="monthly-statement-email">{t('account.statement_email_monthly')}</label>
      </div>
      {emailNotice && !emailNotice.isError ? (
        <p role="status" className="form-notice">
          {emailNotice.text}
        </p>
      ) : null}
      <FormAlert message={emailNotice?.isError ? emailNotice.text : null} />
    </div>
  );
}

function Statement({ statement }: { statement: ActivityStatement }) {
  const { t } = useTranslation(accountTexts);
  if (statement.rows.length === 0) return <p>{t('account.statement_no_activity')}</p>;
  return (
    <>
      <StatementChart rows={statement.rows} interval={statement.interval} />
      <StatementTable statement={statement} />
    </>
  );
}

/** /my-account/activity-statement: what the customer spent, deposited, won and withdrew. */
export function ActivityStatementPage() {
  const dispatch = useDispatch();
  const { status, statement, failureStatus, interval } = useSelector(selectActivityStatement);
  const { t } = useTranslation(accountTexts);
  useEffect(() => {
    dispatch(statementPageOpened());
  }, [dispatch]);
  // The statement shown is the one of the interval chosen, once it has arrived.
  const shown = statement?.interval === interval ? statement : null;
  return (
    <section
      className="account-page activity-statement"
      aria-labelledby="activity-statement-heading"
    >
      <style href="mfe-account/activity-statement" precedence="default">
        {stylesheet}
      </style>
      <h1 id="activity-statement-heading">{t('account.statement_heading')}</h1>
      <p>{t('account.statement_intro')}</p>
      <IntervalSwitch />
      {status === 'failed' || !shown ? (
        <LoadState
          status={status === 'failed' ? 'failed' : 'loading'}
          failureStatus={failureStatus}
          retry={() => dispatch(statementPageOpened())}
          what={t('account.statement_loading')}
          reserve="20rem"
        />
      ) : (
        <>
          <Statement statement={shown} />
          <Downloads />
        </>
      )}
      <MonthlyEmail />
    </section>
  );
}
