import { Form, Formik } from 'formik';
import { CheckboxField, FormAlert, LoadState, NotFoundPage, useTranslation } from 'remote-kit';
import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import {
  type CommunicationChannel,
  communicationChannelNames,
  communicationChannels,
  type CommunicationPreferenceOption,
} from 'shared-kernel/contract/communication-preferences';
import { accountTexts } from 'shared-kernel/contract/texts';
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
  const { t } = useTranslation(accountTexts);
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
            {t('account.preferences_always_sent', {
              name: option.name,
              description: option.description.toLowerCase(),
            })}
          </p>
        ),
      )}
    </fieldset>
  );
}

function PreferencesForm({ state }: { state: CommunicationPreferencesState }) {
  const dispatch = useDispatch();
  const { t } = useTranslation(accountTexts);
  return (
    <Formik<FormValues>
      initialValues={valuesOf(state.options)}
      enableReinitialize
      onSubmit={(values) => {
        dispatch(preferencesSaveRequested(changesOf(state.options, values)));
      }}
    >
      <Form noValidate aria-label={t('account.preferences_heading')}>
        {communicationChannels.map((channel) => (
          <ChannelFieldset
            key={channel}
            channel={channel}
            options={state.options.filter((option) => option.channel === channel)}
          />
        ))}
        {state.notice === 'saved' ? <p role="status">{t('account.preferences_saved')}</p> : null}
        <FormAlert message={state.error} />
        <button type="submit" className="button" disabled={state.isSaving}>
          {state.isSaving ? t('account.saving') : t('account.preferences_save')}
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
  const { t } = useTranslation(accountTexts);
  useEffect(() => {
    dispatch(preferencesPageOpened(routeCustomerId));
  }, [dispatch, routeCustomerId]);
  if (state.status === 'notFound') return <NotFoundPage />;
  return (
    <section aria-labelledby={headingId} className="account-page">
      <h1 id={headingId}>{t('account.preferences_heading')}</h1>
      {state.status === 'signedOut' ? (
        <p>
          {t('account.preferences_signed_out_before')}{' '}
          <Link to="/communication-preferences">{t('account.preferences_signed_out_link')}</Link>{' '}
          {t('account.preferences_signed_out_after')}
        </p>
      ) : state.status === 'loaded' ? (
        <>
          <p>{t('account.preferences_intro')}</p>
          <PreferencesForm state={state} />
        </>
      ) : (
        <LoadState
          status={state.status === 'failed' ? 'failed' : 'loading'}
          failureStatus={state.failureStatus}
          retry={() => dispatch(preferencesPageOpened(routeCustomerId))}
          what={t('account.preferences_loading')}
        />
      )}
    </section>
  );
}
