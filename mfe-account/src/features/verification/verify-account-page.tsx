import { Form, Formik } from 'formik';
import { SelectField, TextField, useTranslation } from 'remote-kit';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router-dom';
import { formatCalendarDate } from 'shared-kernel/contract/format';
import { accountTexts } from 'shared-kernel/contract/texts';
import {
  type VerificationMethodStatus,
  type VerificationStatus,
} from 'shared-kernel/contract/verification';
import { methodStatusOf, useVerification, VerificationFrame } from './verification-parts';
import {
  autoCheckRequested,
  connectIdRequested,
  licenceSubmitted,
  type VerificationState,
} from './verification-slice';

const licenceStates = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'].map((state) => ({
  value: state,
  label: state,
}));

function AutomaticCheck({
  verification,
  isWorking,
}: {
  verification: VerificationStatus;
  isWorking: boolean;
}) {
  const dispatch = useDispatch();
  const { details } = verification;
  const { t } = useTranslation(accountTexts);
  return (
    <section aria-labelledby="automatic-check">
      <h2 id="automatic-check">{t('account.verify_check_details_heading')}</h2>
      <p>{t('account.verify_check_details_intro')}</p>
      <dl>
        <dt>{t('account.verify_name')}</dt>
        <dd>{details.name}</dd>
        <dt>{t('account.details_date_of_birth')}</dt>
        <dd>{formatCalendarDate(details.dateOfBirth)}</dd>
        <dt>{t('account.upgrade_address')}</dt>
        <dd>{details.address}</dd>
      </dl>
      <p>
        {t('account.verify_something_wrong')}{' '}
        <Link to="/my-account/my-details">{t('account.verify_update_details')}</Link>{' '}
        {t('account.verify_update_details_after')}
      </p>
      <button
        type="button"
        className="button"
        disabled={isWorking}
        onClick={() => dispatch(autoCheckRequested())}
      >
        {t('account.verify_details_correct')}
      </button>
    </section>
  );
}

function LicenceForm({ state }: { state: VerificationState }) {
  const dispatch = useDispatch();
  const { t } = useTranslation(accountTexts);
  return (
    <Formik
      initialValues={{ licenceNumber: '', cardNumber: '', state: '' }}
      initialErrors={state.fieldErrors}
      initialTouched={Object.fromEntries(Object.keys(state.fieldErrors).map((key) => [key, true]))}
      enableReinitialize
      validate={(values) => {
        const errors: Record<string, string> = {};
        if (!/^[A-Za-z0-9 ]{4,14}$/.test(values.licenceNumber.trim())) {
          errors.licenceNumber = t('account.verify_licence_number_invalid');
        }
        if (!values.state) errors.state = t('account.verify_licence_state_missing');
        return errors;
      }}
      onSubmit={(values) => {
        dispatch(
          licenceSubmitted({
            licenceNumber: values.licenceNumber,
            state: values.state,
            ...(values.cardNumber ? { cardNumber: values.cardNumber } : {}),
          }),
        );
      }}
    >
      <Form noValidate aria-label={t('account.verify_method_licence')}>
        <TextField
          name="licenceNumber"
          label={t('account.verify_licence_number')}
          autoComplete="off"
        />
        <TextField name="cardNumber" label={t('account.verify_card_number')} autoComplete="off" />
        <SelectField
          name="state"
          label={t('account.verify_licence_state')}
          options={licenceStates}
        />
        <button type="submit" className="button" disabled={state.isWorking}>
          {t('account.verify_licence_submit')}
        </button>
      </Form>
    </Formik>
  );
}

function OtherMethods({
  state,
  verification,
}: {
  state: VerificationState;
  verification: VerificationStatus;
}) {
  const dispatch = useDispatch();
  const licence = methodStatusOf(verification, 'drivers_licence');
  const connectId = methodStatusOf(verification, 'connect_id');
  const photo = methodStatusOf(verification, 'photo_id_upload');
  const { t } = useTranslation(accountTexts);
  if ([licence, connectId, photo].every((status) => status === 'disabled')) return null;
  const statusWords: Record<VerificationMethodStatus, string> = {
    disabled: t('account.verify_status_disabled'),
    not_attempted: t('account.verify_status_not_attempted'),
    pending: t('account.verify_status_pending'),
    in_progress: t('account.verify_status_in_progress'),
    attempted: t('account.verify_status_attempted'),
  };
  return (
    <section aria-labelledby="other-methods">
      <h2 id="other-methods">{t('account.verify_other_ways_heading')}</h2>
      {licence !== 'disabled' ? (
        <section aria-labelledby="method-licence">
          <h3 id="method-licence">{t('account.verify_method_licence')}</h3>
          <p>{t('account.verify_status', { status: statusWords[licence] })}</p>
          {licence === 'not_attempted' ? <LicenceForm state={state} /> : null}
        </section>
      ) : null}
      {connectId !== 'disabled' ? (
        <section aria-labelledby="method-connect-id">
          <h3 id="method-connect-id">{t('account.verify_method_connect_id')}</h3>
          <p>{t('account.verify_status', { status: statusWords[connectId] })}</p>
          {connectId !== 'pending' ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={state.isWorking}
              onClick={() => dispatch(connectIdRequested())}
            >
              {t('account.verify_connect_id_submit')}
            </button>
          ) : null}
        </section>
      ) : null}
      {photo !== 'disabled' ? (
        <section aria-labelledby="method-photo">
          <h3 id="method-photo">{t('account.verify_method_photo')}</h3>
          <p>{t('account.verify_status', { status: statusWords[photo] })}</p>
          {photo !== 'pending' ? (
            <Link to="/my-account/manual-verification">
              {t('account.verify_photo_upload_link')}
            </Link>
          ) : null}
        </section>
      ) : null}
    </section>
  );
}

/** /my-account/verify-account: the status, the automatic check first, then the other methods. */
export function VerifyAccountPage() {
  const { state, retry } = useVerification();
  const { t } = useTranslation(accountTexts);
  const outcomeSentences = {
    verified: t('account.verify_outcome_verified'),
    not_matched: t('account.verify_outcome_not_matched'),
    failed: t('account.verify_outcome_failed'),
  } as const;
  return (
    <VerificationFrame title={t('account.verify_heading')} state={state} retry={retry}>
      {(verification) =>
        verification.isVerified ? (
          <p>
            <Link to="/my-account">{t('account.verify_back_to_account')}</Link>
          </p>
        ) : (
          <>
            {verification.outcome ? <p>{outcomeSentences[verification.outcome]}</p> : null}
            {methodStatusOf(verification, 'auto_verification') === 'not_attempted' ? (
              <AutomaticCheck verification={verification} isWorking={state.isWorking} />
            ) : null}
            <OtherMethods state={state} verification={verification} />
          </>
        )
      }
    </VerificationFrame>
  );
}
