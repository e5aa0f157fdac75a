import { Form, Formik } from 'formik';
import { SelectField, TextField } from 'remote-kit';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router-dom';
import { formatCalendarDate } from 'shared-kernel/contract/format';
import { type VerificationStatus } from 'shared-kernel/contract/verification';
import {
  methodNames,
  methodStatusOf,
  statusWords,
  useVerification,
  VerificationFrame,
} from './verification-parts';
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

const outcomeSentences = {
  verified: 'Thank you: your identity is verified.',
  not_matched: 'We could not match your details automatically. Choose another way below.',
  failed:
    'We could not verify your identity automatically. Upload your ID and our team will check it.',
} as const;

function AutomaticCheck({
  verification,
  isWorking,
}: {
  verification: VerificationStatus;
  isWorking: boolean;
}) {
  const dispatch = useDispatch();
  const { details } = verification;
  return (
    <section aria-labelledby="automatic-check">
      <h2 id="automatic-check">Check your details</h2>
      <p>We check these details with an identity service. Make sure they are right first.</p>
      <dl>
        <dt>Name</dt>
        <dd>{details.name}</dd>
        <dt>Date of birth</dt>
        <dd>{formatCalendarDate(details.dateOfBirth)}</dd>
        <dt>Address</dt>
        <dd>{details.address}</dd>
      </dl>
      <p>
        Something wrong? <Link to="/my-account/my-details">Update your details</Link> first.
      </p>
      <button
        type="button"
        className="button"
        disabled={isWorking}
        onClick={() => dispatch(autoCheckRequested())}
      >
        My details are correct: verify me
      </button>
    </section>
  );
}

function LicenceForm({ state }: { state: VerificationState }) {
  const dispatch = useDispatch();
  return (
    <Formik
      initialValues={{ licenceNumber: '', cardNumber: '', state: '' }}
      initialErrors={state.fieldErrors}
      initialTouched={Object.fromEntries(Object.keys(state.fieldErrors).map((key) => [key, true]))}
      enableReinitialize
      validate={(values) => {
        const errors: Record<string, string> = {};
        if (!/^[A-Za-z0-9 ]{4,14}$/.test(values.licenceNumber.trim())) {
          errors.licenceNumber = 'Enter your licence number: 4 to 12 letters or digits.';
        }
        if (!values.state) errors.state = 'Choose the state or territory that issued your licence.';
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
      <Form noValidate aria-label="Driver licence">
        <TextField name="licenceNumber" label="Licence number" autoComplete="off" />
        <TextField name="cardNumber" label="Card number (optional)" autoComplete="off" />
        <SelectField name="state" label="State or territory of issue" options={licenceStates} />
        <button type="submit" className="button" disabled={state.isWorking}>
          Verify my licence
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
  if ([licence, connectId, photo].every((status) => status === 'disabled')) return null;
  return (
    <section aria-labelledby="other-methods">
      <h2 id="other-methods">Other ways to verify</h2>
      {licence !== 'disabled' ? (
        <section aria-labelledby="method-licence">
          <h3 id="method-licence">{methodNames.drivers_licence}</h3>
          <p>Status: {statusWords[licence]}</p>
          {licence === 'not_attempted' ? <LicenceForm state={state} /> : null}
        </section>
      ) : null}
      {connectId !== 'disabled' ? (
        <section aria-labelledby="method-connect-id">
          <h3 id="method-connect-id">{methodNames.connect_id}</h3>
          <p>Status: {statusWords[connectId]}</p>
          {connectId !== 'pending' ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={state.isWorking}
              onClick={() => dispatch(connectIdRequested())}
            >
              Verify with ConnectID
            </button>
          ) : null}
        </section>
      ) : null}
      {photo !== 'disabled' ? (
        <section aria-labelledby="method-photo">
          <h3 id="method-photo">{methodNames.photo_id_upload}</h3>
          <p>Status: {statusWords[photo]}</p>
          {photo !== 'pending' ? (
            <Link to="/my-account/manual-verification">Upload photo ID</Link>
          ) : null}
        </section>
      ) : null}
    </section>
  );
}

/** /my-account/verify-account: the status, the automatic check first, then the other methods. */
export function VerifyAccountPage() {
  const { state, retry } = useVerification();
  return (
    <VerificationFrame title="Verify your account" state={state} retry={retry}>
      {(verification) =>
        verification.isVerified ? (
          <p>
            <Link to="/my-account">Back to My account</Link>
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
