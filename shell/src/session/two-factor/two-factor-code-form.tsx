import { Formik, Form } from 'formik';
import { useEffect, useState } from 'react';
import { createFormValidator, twoFactorCode } from 'shared-kernel';
import { TwoFactorCodeInput } from './two-factor-code-input';
import { maskedIdentifierOf, twoFactorMessages } from './two-factor-messages';

export interface TwoFactorCodeValues {
  code: string;
  saveDevice: boolean;
}

interface TwoFactorCodeFormProps {
  onSubmit: (values: TwoFactorCodeValues) => Promise<void> | void;
  /** The last attempt's failure (incorrect, locked, …). */
  error?: string | null;
  isLocked?: boolean;
  /** Where the code went (an email address is masked). */
  identifier?: string | null;
  /** Shown only when codes can be re-sent (email). */
  onResend?: () => void;
  /** Milliseconds since the epoch until which resending rests. */
  resendAvailableAtMs?: number | null;
  /** Offer "remember this device" (login and autologin). */
  rememberForDays?: number | null;
  submitLabel?: string;
  now?: () => number;
}

const validate = createFormValidator<TwoFactorCodeValues>({ code: twoFactorCode() });

function useIsResting(availableAtMs: number | null | undefined, now: () => number): boolean {
  const [isResting, setIsResting] = useState(() => (availableAtMs ?? 0) > now());
  useEffect(() => {
    const remainingMs = (availableAtMs ?? 0) - now();
    setIsResting(remainingMs > 0);
    if (remainingMs <= 0) return undefined;
    const timer = setTimeout(() => setIsResting(false), remainingMs);
    return () => clearTimeout(timer);
  }, [availableAtMs, now]);
  return isResting;
}

/** The 6-digit code step shared by login, autologin and the elevation modal. */
export function TwoFactorCodeForm({
  onSubmit,
  error,
  isLocked = false,
  identifier,
  onResend,
  resendAvailableAtMs,
  rememberForDays,
  submitLabel = 'Verify',
  now = Date.now,
}: TwoFactorCodeFormProps) {
  const isResting = useIsResting(resendAvailableAtMs, now);
  const masked = maskedIdentifierOf(identifier ?? null);
  const shownError = isLocked ? twoFactorMessages.locked : error;
  return (
    <Formik<TwoFactorCodeValues>
      initialValues={{ code: '', saveDevice: false }}
      validate={validate}
      validateOnChange={false}
      validateOnBlur={false}
      onSubmit={async (values, helpers) => {
        await onSubmit(values);
        void helpers.setFieldValue('code', '', false);
      }}
    >
      {({ values, errors, setFieldValue, isSubmitting, submitCount }) => {
        const fieldError = submitCount > 0 ? errors.code : undefined;
        const message = fieldError ?? shownError;
        return (
          <Form noValidate className="two-factor-form" aria-label="Two-factor code">
            <p id="two-factor-instructions">
              {masked
                ? `Enter the 6 digit code we sent to ${masked}.`
                : 'Enter the 6 digit code from your authenticator app.'}
            </p>
            <TwoFactorCodeInput
              value={values.code}
              onChange={(code) => void setFieldValue('code', code, false)}
              isDisabled={isLocked || isSubmitting}
              isInvalid={Boolean(message)}
              describedBy={
                message ? 'two-factor-instructions two-factor-error' : 'two-factor-instructions'
              }
            />
            {message ? (
              <p id="two-factor-error" role="alert" className="form-field__error">
                {message}
              </p>
            ) : null}
            {rememberForDays ? (
              <div className="form-field form-field--checkbox">
                <input
                  id="two-factor-save-device"
                  type="checkbox"
                  checked={values.saveDevice}
                  onChange={(event) => void setFieldValue('saveDevice', event.target.checked)}
                />
                <label htmlFor="two-factor-save-device">
                  Remember this device for {rememberForDays} days
                </label>
              </div>
            ) : null}
            <button type="submit" className="button" disabled={isLocked || isSubmitting}>
              {submitLabel}
            </button>
            {onResend ? (
              <button
                type="button"
                className="button button--link"
                disabled={isLocked || isResting}
                onClick={onResend}
              >
                Resend code
              </button>
            ) : null}
          </Form>
        );
      }}
    </Formik>
  );
}
