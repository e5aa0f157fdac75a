import { Field, Form, Formik } from 'formik';
import { FormAlert, TextField, useTranslation } from 'remote-kit';
import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  communicationPreferencesMessages,
  type UnsubscribeReason,
  unsubscribeReasonLabels,
  unsubscribeReasons,
  unsubscribeReasonTextLengthMax,
} from 'shared-kernel/contract/communication-preferences';
import { accountTexts } from 'shared-kernel/contract/texts';
import {
  type UnsubscribeState,
  unsubscribePageOpened,
  unsubscribeRequested,
} from './unsubscribe-slice';

const selectUnsubscribe = (state: { unsubscribe: UnsubscribeState }) => state.unsubscribe;

interface FormValues {
  reason: UnsubscribeReason | '';
  otherReason: string;
}

function ManageLink() {
  const { t } = useTranslation(accountTexts);
  return <Link to="/communication-preferences">{t('account.unsubscribe_manage_link')}</Link>;
}

function UnsubscribeForm({ customerId, token }: { customerId: string; token: string }) {
  const dispatch = useDispatch();
  const state = useSelector(selectUnsubscribe);
  const legendId = useId();
  const { t } = useTranslation(accountTexts);
  return (
    <Formik<FormValues>
      initialValues={{ reason: '', otherReason: '' }}
      onSubmit={(values) => {
        const otherReason = values.reason === 'other' ? values.otherReason.trim() : '';
        dispatch(
          unsubscribeRequested({
            customerId,
            token,
            unsubscribeReasons: values.reason ? [values.reason] : [],
            ...(otherReason ? { otherReason } : {}),
          }),
        );
      }}
    >
      {({ values }) => (
        <Form noValidate aria-label={t('account.unsubscribe_heading')}>
          <p>
            {state.link?.productOfferName
              ? t('account.unsubscribe_from_offer', { offer: state.link.productOfferName })
              : t('account.unsubscribe_from_news')}
          </p>
          <fieldset className="form-field" aria-labelledby={legendId}>
            <legend id={legendId}>{t('account.unsubscribe_reason_legend')}</legend>
            {unsubscribeReasons.map((reason) => (
              <div key={reason} className="form-field form-field--checkbox">
                <Field type="radio" name="reason" value={reason} id={`reason-${reason}`} />
                <label htmlFor={`reason-${reason}`}>{unsubscribeReasonLabels[reason]}</label>
              </div>
            ))}
          </fieldset>
          {values.reason === 'other' ? (
            <TextField
              name="otherReason"
              label={t('account.unsubscribe_other_reason')}
              maxLength={unsubscribeReasonTextLengthMax}
            />
          ) : null}
          <FormAlert message={state.error} />
          <button type="submit" className="button" disabled={state.isWorking}>
            {t('account.unsubscribe_heading')}
          </button>
        </Form>
      )}
    </Formik>
  );
}

/**
 * /unsubscribe/{customerId}/{productOfferKey?}?token=… (product.md §2): the one-click unsubscribe
 * of an emailed link, signed out; a used or expired link says so and shows the way forward.
 */
export function UnsubscribePage() {
  const dispatch = useDispatch();
  const state = useSelector(selectUnsubscribe);
  const { customerId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const headingId = useId();
  const { t } = useTranslation(accountTexts);
  useEffect(() => {
    dispatch(unsubscribePageOpened(customerId, token));
  }, [dispatch, customerId, token]);

  let heading = t('account.unsubscribe_heading');
  let body = <p role="status">{t('account.unsubscribe_checking')}</p>;
  if (state.status === 'invalid') {
    heading = communicationPreferencesMessages.emailLinkInvalid;
    body = (
      <p>
        {t('account.unsubscribe_link_invalid_before')} <ManageLink />{' '}
        {t('account.unsubscribe_link_invalid_after')}
      </p>
    );
  } else if (state.status === 'unsubscribed') {
    heading = communicationPreferencesMessages.unsubscribed;
    body = (
      <p>
        {state.link?.productOfferName
          ? t('account.unsubscribed_offer', { offer: state.link.productOfferName })
          : t('account.unsubscribed_these')}{' '}
        <ManageLink />.
      </p>
    );
  } else if (state.status === 'ready') {
    body = <UnsubscribeForm customerId={customerId} token={token} />;
  }
  return (
    <section aria-labelledby={headingId} className="account-page">
      <h1 id={headingId}>{heading}</h1>
      {body}
    </section>
  );
}
