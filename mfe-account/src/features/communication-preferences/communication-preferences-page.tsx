import { Form, Formik } from 'formik';
import { CheckboxField, FormAlert, LoadState, NotFoundPage } from 'remote-kit';
import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import {
  type CommunicationChannel,
  communicationChannelNames,
  communicationChannels,
  type CommunicationPreferenceOption,
} from 'shared-kernel/contract/communication-preferences';
import { type PreferenceChanges } from './preferences-api';
import {
  type CommunicationPreferencesState,
  preferencesPageOpened,
  preferencesSaveRequested,
} from './preferences-slice';

type FormValues = Partial<Record<CommunicationChannel, Record<string, boolean>>>;

const selectPreferences = (state: { communicationPreferences: CommunicationPreferencesState }) =>
  state.communicationPreferences;

function valuesOf(options: CommunicationPreferenceOption[]): FormValues {
  const values: FormValues = {};
  for (const option of options) {
    values[option.channel] = { ...values[option.channel], [option.id]: option.enabled };
  }
  return values;
}

/** Only what differs from what was loaded is sent. */
function changesOf(
  options: CommunicationPreferenceOption[],
  values: FormValues,
): PreferenceChanges {
  const changes: PreferenceChanges = {};
  for (const option of options) {
    const value = values[option.channel]?.[option.id];
    if (!option.switchable || value === undefined || value === option.enabled) continue;
    changes[option.channel] = { ...changes[option.channel], [option.id]: value };
  }
  return changes;
}

function ChannelFieldset({
  channel,
  options,
}: {
  channel: CommunicationChannel;
  options: CommunicationPreferenceOption[];
}) {
  if (options.length === 0) return null;
  return (
    <fieldset className="preferences-channel">
      <legend>{communicationChannelNames[channel]}</legend>
      {options.map((option) =>
        option.switchable ? (
          <CheckboxField key={option.id} name={`${channel}.${option.id}`}>
            {option.name}
            <span className="form-field__hint"> — {option.description}</span>
          </CheckboxField>
        ) : (
          <p key={option.id} className="form-field__hint">
            {option.name} are always sent: {option.description.toLowerCase()}
          </p>
        ),
      )}
    </fieldset>
  );
}

function PreferencesForm({ state }: { state: CommunicationPreferencesState }) {
  const dispatch = useDispatch();
  return (
    <Formik<FormValues>
      initialValues={valuesOf(state.options)}
      enableReinitialize
      onSubmit={(values) => {
        dispatch(preferencesSaveRequested(changesOf(state.options, values)));
      }}
    >
      <Form noValidate aria-label="Communication preferences">
        {communicationChannels.map((channel) => (
          <ChannelFieldset
            key={channel}
            channel={channel}
            options={state.options.filter((option) => option.channel === channel)}
          />
        ))}
        {state.notice ? <p role="status">{state.notice}</p> : null}
        <FormAlert message={state.error} />
        <button type="submit" className="button" disabled={state.isSaving}>
          {state.isSaving ? 'Saving…' : 'Save preferences'}
        </button>
      </Form>
    </Formik>
  );
}

/**
 * /communication-preferences and /communication-preferences/{customerId} (product.md §2): the
 * signed-in customer's switches per channel. Another customer's id shows the not-found page.
 */
export function CommunicationPreferencesPage() {
  const dispatch = useDispatch();
  const state = useSelector(selectPreferences);
  const { customerId: routeCustomerId = null } = useParams();
  const headingId = useId();
  useEffect(() => {
    dispatch(preferencesPageOpened(routeCustomerId));
  }, [dispatch, routeCustomerId]);
  if (state.status === 'notFound') return <NotFoundPage />;
  return (
    <section aria-labelledby={headingId} className="account-page">
      <h1 id={headingId}>Communication preferences</h1>
      {state.status === 'signedOut' ? (
        <p>
          Please <Link to="/communication-preferences">log in</Link> to manage your communication
          preferences.
        </p>
      ) : state.status === 'loaded' ? (
        <>
          <p>Choose how we keep in touch. Service messages about your account are always sent.</p>
          <PreferencesForm state={state} />
        </>
      ) : (
        <LoadState
          status={state.status === 'failed' ? 'failed' : 'loading'}
          failureStatus={state.failureStatus}
          retry={() => dispatch(preferencesPageOpened(routeCustomerId))}
          what="your communication preferences"
        />
      )}
    </section>
  );
}
