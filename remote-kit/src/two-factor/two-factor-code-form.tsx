import { Formik, Form } from 'formik';
import { useEffect, useId, useState } from 'react';
import { createFormValidator, twoFactorCode } from 'shared-kernel/contract/validation';
import { twoFactorMessages } from 'shared-kernel/contract/two-factor';
import { type TwoFactorChallenge } from 'shared-kernel/contract/auth';
import { type TwoFactorMethod } from 'shared-kernel/contract/customer';
import { type TextFunction } from 'shared-kernel/contract/format';
import { useTranslation } from '../texts/use-translation';
import { CodeInput } from './code-input';

export interface TwoFactorCodeValues {
  code: string;
  saveDevice: boolean;
}

interface TwoFactorCodeFormProps {
  onSubmit: (values: TwoFactorCodeValues) => Promise<void> | void;
  /** The last attempt's failure (incorrect, locked, …). */
  error?: string | null;
  isLocked?: boolean;
  /** How the customer gets codes: named in the instructions. */
  method?: TwoFactorMethod | null;
  /** Where the code went (an email address is masked). */
  identifier?: string | null;
  /** Shown only when codes can be re-sent (email). */
  onResend?: () => void;
  /** Milliseconds since the epoch until which resending rests. */
  resendAvailableAtMs?: number | null;
  /** Offer "remember this device" (login and autologin). */
  rememberForDays?: number | null;
  submitLabel?: string;
  /** Replaces the instructions that name the method (a setup explains its own step). */
  instructions?: string;
  /** A call runs outside the form (a saga): the form waits as while submitting. */
  isWorking?: boolean;
  now?: () => number;
}

/**
 * What a login challenge tells the code form: the method, where an emailed code went, and the
 * resend offer (email only).
 */
export function challengeProps(
  challenge: TwoFactorChallenge | null,
  onResend: () => void,
): Pick<TwoFactorCodeFormProps, 'method' | 'identifier' | 'onResend' | 'resendAvailableAtMs'> {
  if (challenge?.method !== 'email') return { method: challenge?.method ?? null, identifier: null };
  return {
    method: 'email',
    identifier: challenge.identifier,
    onResend,
    resendAvailableAtMs: challenge.resendAvailableAtMs,
  };
}

/** An email shown by the code form keeps its first part and masks the rest of the name. */
export function maskedIdentifierOf(identifier: string | null): string | null {
  if (!identifier) return null;
  const at = identifier.indexOf('@');
  if (at <= 0 || identifier.includes('*')) return identifier;
  const name = identifier.slice(0, at);
  return `${name.slice(0, 1)}${'*'.repeat(Math.max(3, name.length - 1))}${identifier.slice(at)}`;
}

const validate = createFormValidator<TwoFactorCodeValues>({ code: twoFactorCode() });

const secondsUntil = (availableAtMs: number | null | undefined, now: () => number): number =>
  Math.max(0, Math.ceil(((availableAtMs ?? 0) - now()) / 1000));

/** Whole seconds until resending is possible again, counting down once a second. */
function useSecondsUntilResend(
  availableAtMs: number | null | undefined,
  now: () => number,
): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(availableAtMs, now));
  useEffect(() => {
    setSeconds(secondsUntil(availableAtMs, now));
    const timer = setInterval(() => {
      const remaining = secondsUntil(availableAtMs, now);
      setSeconds(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [availableAtMs, now]);
  return seconds;
}

function instructionsFor(
  method: TwoFactorMethod | null,
  masked: string | null,
  t: TextFunction,
): string {
  if (masked) return t('ui.two_factor_sent_to', { identifier: masked });
  if (method === 'email') return t('ui.two_factor_sent_email');
  if (method === 'sms') return t('ui.two_factor_sent_phone');
  return t('ui.two_factor_authenticator');
}

/**
 * The 6-digit code step shared by login, autologin, the elevation modal and the two-factor setup
 * of the account's login and security page.
 */
export function TwoFactorCodeForm({
  onSubmit,
  error,
  isLocked = false,
  method = null,
  identifier,
  onResend,
  resendAvailableAtMs,
  rememberForDays,
  submitLabel,
  instructions,
  isWorking = false,
  now = Date.now,
}: TwoFactorCodeFormProps) {
  const { t } = useTranslation();
  const instructionsId = useId();
  const errorId = useId();
  const saveDeviceId = useId();
  const resendWaitId = useId();
  const secondsUntilResend = useSecondsUntilResend(resendAvailableAtMs, now);
  const isResting = secondsUntilResend > 0;
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
          <Form noValidate className="two-factor-form" aria-label={t('ui.two_factor_form')}>
            <p id={instructionsId}>{instructions ?? instructionsFor(method, masked, t)}</p>
            <CodeInput
              value={values.code}
              onChange={(code) => void setFieldValue('code', code, false)}
              isDisabled={isLocked || isSubmitting || isWorking}
              isInvalid={Boolean(message)}
              describedBy={message ? `${instructionsId} ${errorId}` : instructionsId}
            />
            {message ? (
              <p id={errorId} role="alert" className="form-field__error">
                {message}
              </p>
            ) : null}
            {rememberForDays ? (
              <div className="form-field form-field--checkbox">
                <input
                  id={saveDeviceId}
                  type="checkbox"
                  checked={values.saveDevice}
                  onChange={(event) => void setFieldValue('saveDevice', event.target.checked)}
                />
                <label htmlFor={saveDeviceId}>
                  {t('ui.two_factor_remember_device', { days: rememberForDays })}
                </label>
              </div>
            ) : null}
            <button
              type="submit"
              className="button"
              disabled={isLocked || isSubmitting || isWorking}
            >
              {submitLabel ?? t('ui.two_factor_verify')}
            </button>
            {onResend ? (
              <p className="two-factor-form__resend">
                <button
                  type="button"
                  className="button button--link"
                  disabled={isLocked || isResting}
                  aria-describedby={isResting && !isLocked ? resendWaitId : undefined}
                  onClick={onResend}
                >
                  {t('ui.two_factor_resend')}
                </button>
                {isResting && !isLocked ? (
                  <span id={resendWaitId}>
                    {' '}
                    {secondsUntilResend === 1
                      ? t('ui.two_factor_resend_wait_one', { seconds: secondsUntilResend })
                      : t('ui.two_factor_resend_wait_other', { seconds: secondsUntilResend })}
                  </span>
                ) : null}
              </p>
            ) : null}
          </Form>
        );
      }}
    </Formik>
  );
}
