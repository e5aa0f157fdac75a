import { Field, Form, Formik } from 'formik';
import { FormAlert, TextField } from 'remote-kit';
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

const manageLink = (
  <Link to="/communication-preferences">Manage your communication preferences</Link>
);

function UnsubscribeForm({ customerId, token }: { customerId: string; token: string }) {
  const dispatch = useDispatch();
  const state = useSelector(selectUnsubscribe);
  const legendId = useId();
  const what = state.link?.productOfferName
    ? `emails about ${state.link.productOfferName}`
    : 'Lotto Shop news and offers by email';
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
        <Form noValidate aria-label="Unsubscribe">
          <p>Unsubscribe from {what}. Messages about your account will still reach you.</p>
          <fieldset className="form-field" aria-labelledby={legendId}>
            <legend id={legendId}>Why are you unsubscribing? (optional)</legend>
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
              label="Your reason (optional)"
              maxLength={unsubscribeReasonTextLengthMax}
            />
          ) : null}
          <FormAlert message={state.error} />
          <button type="submit" className="button" disabled={state.isWorking}>
            Unsubscribe
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
  useEffect(() => {
    dispatch(unsubscribePageOpened(customerId, token));
  }, [dispatch, customerId, token]);

  let heading = 'Unsubscribe';
  let body = <p role="status">Checking your link…</p>;
  if (state.status === 'invalid') {
    heading = communicationPreferencesMessages.emailLinkInvalid;
    body = (
      <p>This link has been used or has expired. {manageLink} to choose which emails you get.</p>
    );
  } else if (state.status === 'unsubscribed') {
    heading = communicationPreferencesMessages.unsubscribed;
    body = (
      <p>
        We won't send you{' '}
        {state.link?.productOfferName
          ? `emails about ${state.link.productOfferName}`
          : 'these emails'}{' '}
        any more. {manageLink}.
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
