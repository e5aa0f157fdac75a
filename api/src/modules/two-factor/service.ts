import { createHash, randomInt } from 'node:crypto';
import { ApiError } from '../../http/envelope';
import { type AuthRepository } from '../auth/repository';
import { type OutboxService } from '../outbox/service';
import {
  type TwoFactorRepository,
  type TwoFactorMethod,
  type TwoFactorSettings,
} from './repository';
import { matchingTimeStep, newTotpSecret, otpauthUrl } from './totp';

/** Messages and error ids of product.md §5 "Two-factor" and api.md §8.2. */
export const twoFactorMessages = {
  required: 'A 6 digit code is required.',
  incorrect: 'Code is incorrect or expired. Try again or contact support',
  locked:
    'Your account has been locked due to too many incorrect 2FA attempts. Please contact support.',
  elevationRequired: '2 factor authentication is required to complete this action',
  alreadyEnabled:
    'Two-factor authentication is already on. Turn it off before changing the method.',
  notStarted: 'Start the authenticator setup before confirming it.',
  recentlySent: 'A code was sent less than a minute ago. Please wait before asking for another.',
  notEmailMethod: 'Codes for this account come from the authenticator app.',
} as const;

/** Wrong codes in a row before the account's two-factor is locked. */
export const failedAttemptsBeforeLock = 5;
/** How long an emailed code stays valid. */
export const emailCodeLifetimeMs = 10 * 60 * 1000;
/** The resend link is disabled for 60 seconds (api.md §9). */
export const emailCodeResendAfterMs = 60 * 1000;
/** An action needing a fresh second factor accepts a proof this recent. */
export const elevationWindowMs = 10 * 60 * 1000;
export const rememberForDaysDefault = 30;

export interface TwoFactorConfig {
  enabled: boolean;
  methods: TwoFactorMethod[];
  rememberForDays: number;
  method: TwoFactorMethod | null;
  identifier: string | null;
  since: Date | null;
}

export interface TwoFactorCustomer {
  customerId: string;
  email: string;
}

const isSixDigits = (code: string): boolean => /^[0-9]{6}$/.test(code);

/** `d••••@example.com`: only the first character of the address's local part is shown. */
export function maskedEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return email;
  return `${email.slice(0, 1)}${'•'.repeat(Math.max(at - 1, 3))}${email.slice(at)}`;
}

function emailCodeHash(customerId: string, code: string): string {
  return createHash('sha256').update(`${customerId}:${code}`).digest('hex');
}

export const requiredError = (status = 403): ApiError =>
  new ApiError(status, '2fa_required', twoFactorMessages.required);

/** Where the code of a sign-in went, so the code step can name the method and the address. */
export interface TwoFactorChallenge {
  method: TwoFactorMethod;
  /** The masked email address for the email method; null for the authenticator app. */
  identifier: string | null;
  /** When another emailed code can be asked for; null for the authenticator app. */
  resendAvailableAt: Date | null;
}

/** 2fa_required at sign-in, with the challenge the code step shows. */
export class TwoFactorRequiredError extends ApiError {
  constructor(readonly challenge: TwoFactorChallenge) {
    super(403, '2fa_required', twoFactorMessages.required);
  }
}
export const incorrectError = (): ApiError =>
  new ApiError(422, '2fa_incorrect', twoFactorMessages.incorrect);
export const lockedError = (): ApiError =>
  new ApiError(423, '2fa_account_locked', twoFactorMessages.locked);

/**
 * Two-factor rules: authenticator (TOTP) or email codes, lockout after 5 wrong codes, trusted
 * devices for rememberForDays, and the freshness an elevated action needs.
 */
export class TwoFactorService {
  constructor(
    private readonly repository: TwoFactorRepository,
    private readonly authRepository: AuthRepository,
    private readonly outbox: OutboxService,
    private readonly now: () => Date,
  ) {}

  async rememberForDays(): Promise<number> {
    return (await this.repository.findRememberForDays()) ?? rememberForDaysDefault;
  }

  settings(customerId: string): Promise<TwoFactorSettings> {
    return this.repository.findByCustomerId(customerId);
  }

  async config(customer: TwoFactorCustomer): Promise<TwoFactorConfig> {
    const settings = await this.repository.findByCustomerId(customer.customerId);
    return this.configOf(customer, settings);
  }

  private async configOf(
    customer: TwoFactorCustomer,
    settings: TwoFactorSettings,
  ): Promise<TwoFactorConfig> {
    const identifier =
      settings.method === 'email'
        ? maskedEmail(customer.email)
        : settings.method === 'authenticator'
          ? 'Authenticator app'
          : null;
    return {
      enabled: settings.method !== null,
      methods: ['authenticator', 'email'],
      rememberForDays: await this.rememberForDays(),
      method: settings.method,
      identifier,
      since: settings.method !== null ? settings.enabledAt : null,
    };
  }

  /**
   * Checks a code for a customer with two-factor on. Absent code: 2fa_required (an email code is
   * sent first for the email method); wrong: 2fa_incorrect, and after 5 wrong codes
   * 2fa_account_locked.
   */
  async verify(customer: TwoFactorCustomer, code: string | undefined): Promise<void> {
    const settings = await this.repository.findByCustomerId(customer.customerId);
    if (settings.lockedAt) throw lockedError();
    if (code === undefined || code.trim() === '') {
      if (settings.method === 'email') {
        await this.sendEmailCodeUnlessRecent(customer, settings);
        const sent = await this.repository.findByCustomerId(customer.customerId);
        throw new TwoFactorRequiredError({
          method: 'email',
          identifier: maskedEmail(customer.email),
          resendAvailableAt: sent.emailCodeSentAt
            ? new Date(sent.emailCodeSentAt.getTime() + emailCodeResendAfterMs)
            : null,
        });
      }
      if (settings.method === 'authenticator') {
        throw new TwoFactorRequiredError({
          method: 'authenticator',
          identifier: null,
          resendAvailableAt: null,
        });
      }
      throw requiredError();
    }
    const trimmed = code.trim();
    if (!isSixDigits(trimmed)) throw requiredError(422);
    const accepted = await this.matches(settings, trimmed);
    if (accepted) return;
    const failures = await this.repository.countFailedAttempt(
      customer.customerId,
      failedAttemptsBeforeLock,
      this.now(),
    );
    throw failures >= failedAttemptsBeforeLock ? lockedError() : incorrectError();
  }

  private async matches(settings: TwoFactorSettings, code: string): Promise<boolean> {
    const now = this.now();
    if (settings.method === 'authenticator' && settings.authenticatorSecret) {
      const step = matchingTimeStep(settings.authenticatorSecret, code, now);
      return step !== null && this.repository.useTimeStep(settings.customerId, step);
    }
    if (settings.method === 'email') {
      return this.repository.useEmailCode(
        settings.customerId,
        emailCodeHash(settings.customerId, code),
        now,
      );
    }
    return false;
  }

  isTwoFactorOn(settings: TwoFactorSettings): boolean {
    return settings.method !== null;
  }

  isDeviceTrusted(customerId: string, deviceUuid: string): Promise<boolean> {
    return this.authRepository.isDeviceTrusted(customerId, deviceUuid, this.now());
  }

  async trustDevice(customerId: string, deviceUuid: string): Promise<void> {
    const days = await this.rememberForDays();
    const until = new Date(this.now().getTime() + days * 24 * 60 * 60 * 1000);
    await this.authRepository.trustDevice(customerId, deviceUuid, until);
  }

  /**
   * Emails a new code, unless a code that still works went out less than a minute ago (the
   * resend pause of api.md §9). A used or expired code never holds a new one back, so signing in
   * again right after a sign-in always gets a working code.
   */
  private async sendEmailCodeUnlessRecent(
    customer: TwoFactorCustomer,
    settings: TwoFactorSettings,
  ): Promise<boolean> {
    const now = this.now();
    const hasLiveCode =
      settings.emailCodeHash !== null &&
      settings.emailCodeExpiresAt !== null &&
      settings.emailCodeExpiresAt.getTime() > now.getTime();
    if (
      hasLiveCode &&
      settings.emailCodeSentAt &&
      now.getTime() - settings.emailCodeSentAt.getTime() < emailCodeResendAfterMs
    ) {
      return false;
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.repository.update(customer.customerId, {
      emailCodeHash: emailCodeHash(customer.customerId, code),
      emailCodeExpiresAt: new Date(now.getTime() + emailCodeLifetimeMs),
      emailCodeSentAt: now,
    });
    await this.outbox.send({
      recipient: customer.email,
      subject: 'Your Lotto Shop verification code',
      textBody: `Your verification code is ${code}.\n\nIt expires in 10 minutes. If you did not ask for it, please contact support.`,
    });
    return true;
  }

  /**
   * POST …/email. Without a code: emails a code (setup while off; login step, resend or
   * elevation while the email method is on). With a code while off: turns the email method on.
   */
  async emailCode(
    customer: TwoFactorCustomer,
    code: string | undefined,
  ): Promise<{ codeSent: boolean; config: TwoFactorConfig }> {
    const settings = await this.repository.findByCustomerId(customer.customerId);
    if (settings.lockedAt) throw lockedError();
    if (code === undefined || code.trim() === '') {
      if (settings.method === 'authenticator') {
        throw new ApiError(
          409,
          'two_factor_method_authenticator',
          twoFactorMessages.notEmailMethod,
        );
      }
      const sent = await this.sendEmailCodeUnlessRecent(customer, settings);
      if (!sent) throw new ApiError(429, 'code_recently_sent', twoFactorMessages.recentlySent);
      return { codeSent: true, config: await this.configOf(customer, settings) };
    }
    if (settings.method !== null) {
      throw new ApiError(409, 'two_factor_already_enabled', twoFactorMessages.alreadyEnabled);
    }
    const trimmed = code.trim();
    if (!isSixDigits(trimmed)) throw requiredError(422);
    const now = this.now();
    const used = await this.repository.useEmailCode(
      customer.customerId,
      emailCodeHash(customer.customerId, trimmed),
      now,
    );
    if (!used) throw incorrectError();
    await this.repository.update(customer.customerId, { method: 'email', enabledAt: now });
    return { codeSent: false, config: await this.config(customer) };
  }

  /**
   * POST …/authenticator. Without a code: a new secret and otpauth URL (pending until
   * confirmed). With a code of the pending secret: turns the authenticator method on.
   */
  async authenticator(
    customer: TwoFactorCustomer,
    code: string | undefined,
  ): Promise<{ secret: string | null; otpauthUrl: string | null; config: TwoFactorConfig }> {
    const settings = await this.repository.findByCustomerId(customer.customerId);
    if (settings.method !== null) {
      throw new ApiError(409, 'two_factor_already_enabled', twoFactorMessages.alreadyEnabled);
    }
    if (code === undefined || code.trim() === '') {
      const secret = newTotpSecret();
      await this.repository.update(customer.customerId, { pendingAuthenticatorSecret: secret });
      return {
        secret,
        otpauthUrl: otpauthUrl(secret, customer.email),
        config: await this.configOf(customer, settings),
      };
    }
    const pending = settings.pendingAuthenticatorSecret;
    if (!pending)
      throw new ApiError(409, 'authenticator_not_started', twoFactorMessages.notStarted);
    const trimmed = code.trim();
    if (!isSixDigits(trimmed)) throw requiredError(422);
    const step = matchingTimeStep(pending, trimmed, this.now());
    if (step === null) throw incorrectError();
    await this.repository.update(customer.customerId, {
      method: 'authenticator',
      enabledAt: this.now(),
      authenticatorSecret: pending,
      pendingAuthenticatorSecret: null,
      lastTimeStep: step,
      failedAttempts: 0,
    });
    return { secret: null, otpauthUrl: null, config: await this.config(customer) };
  }

  /** Whether a second factor proved at `twoFactorAt` is fresh enough for an elevated action. */
  isFresh(twoFactorAt: Date | null): boolean {
    return (
      twoFactorAt !== null && this.now().getTime() - twoFactorAt.getTime() <= elevationWindowMs
    );
  }

  /** DELETE: turns two-factor off (needs a fresh second factor while on) and forgets devices. */
  async disable(customer: TwoFactorCustomer, twoFactorAt: Date | null): Promise<TwoFactorConfig> {
    const settings = await this.repository.findByCustomerId(customer.customerId);
    if (settings.method === null) return this.configOf(customer, settings);
    if (!this.isFresh(twoFactorAt)) {
      throw new ApiError(403, 'REQUIRED', twoFactorMessages.elevationRequired);
    }
    await this.repository.update(customer.customerId, {
      method: null,
      enabledAt: null,
      authenticatorSecret: null,
      pendingAuthenticatorSecret: null,
      lastTimeStep: null,
      emailCodeHash: null,
      emailCodeExpiresAt: null,
      failedAttempts: 0,
    });
    await this.authRepository.forgetDevices(customer.customerId);
    return this.config(customer);
  }
}
