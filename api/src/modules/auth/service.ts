import { randomUUID } from 'node:crypto';
import { ApiError } from '../../http/envelope';
import { type CustomerRecord, type CustomerRepository } from '../customer/repository';
import { type OutboxService } from '../outbox/service';
import { type TwoFactorService } from '../two-factor/service';
import { type AccessTokens } from './access-tokens';
import {
  decoyPasswordHash,
  hashPassword,
  passwordMessages,
  passwordProblem,
  verifyPassword,
} from './passwords';
import { type AuthRepository, type RefreshTokenRecord } from './repository';
import { openWithToken, randomToken, sealWithToken, tokenHash } from './secrets';

export const refreshTokenLifetimeMs = 30 * 24 * 60 * 60 * 1000;
export const passwordResetLifetimeMs = 60 * 60 * 1000;
export const autologinLifetimeMs = 60 * 60 * 1000;
/**
 * A rotated refresh token presented again this soon after its rotation (another tab, or a
 * concurrent call, refreshing with the same token) gets the same successor instead of revoking
 * its family. Later, a reuse still revokes the family.
 */
export const refreshTokenReuseGraceMs = 30 * 1000;
/** Failed password attempts on one account, from any address, that lock it for a while. */
export const signInFailuresBeforeLock = 10;
/** The window in which failed password attempts are counted together. */
export const signInFailureWindowMs = 15 * 60 * 1000;
/** How long an account stays locked after too many failed password attempts. */
export const signInLockMs = 15 * 60 * 1000;

export const authMessages = {
  invalidCredentials: 'The email or password is incorrect.',
  sessionExpired: 'The session has expired. Please log in again.',
  emailLinkInvalid: 'Email link no longer valid',
  autologinInvalid: 'This sign-in link is no longer valid. Please log in with your password.',
  forgotPasswordSent:
    'If an account exists for that email address, we have sent a link to reset the password.',
  passwordReset: 'Your password has been reset. Please log in with your new password.',
  passwordChanged: 'Your password has been changed.',
  passwordChangeNotRequired: 'This account has no pending password change.',
  loggedOut: 'You have been logged out.',
  signInLocked: `Too many incorrect sign-in attempts. Your account is locked for ${signInLockMs / 60_000} minutes; please try again later or reset your password.`,
} as const;

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  deviceUuid: string;
}

export interface SignedIn {
  customer: CustomerRecord;
  tokens: SessionTokens;
}

/** How the caller proves the second factor when signing in. */
export interface SecondFactorInput {
  code?: string | undefined;
  saveDevice?: boolean | undefined;
  /** x-device-id of the request, when it is a device id this service could have issued. */
  deviceUuid?: string | undefined;
}

export interface RefreshInput {
  refreshToken: string;
  otp?: string | undefined;
  saveDevice?: boolean | undefined;
  customerId?: string | undefined;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function deviceUuidFrom(header: unknown): string | undefined {
  return typeof header === 'string' && uuidPattern.test(header) ? header.toLowerCase() : undefined;
}

const invalidCredentials = (): ApiError =>
  new ApiError(401, 'invalid_credentials', authMessages.invalidCredentials);
const sessionExpired = (): ApiError =>
  new ApiError(401, 'invalid_refresh_token', authMessages.sessionExpired);
const signInLocked = (): ApiError => new ApiError(423, 'sign_in_locked', authMessages.signInLocked);
/** A used, expired or unknown emailed link (api.md §8.2 'Email link no longer valid'). */
export const emailLinkInvalid = (): ApiError =>
  new ApiError(422, 'email_link_invalid', authMessages.emailLinkInvalid);

/** The per-account key of failed sign-ins: any spelling of one address counts as one account. */
function signInAccountKey(email: string): string {
  return tokenHash(`sign-in:${email.trim().toLowerCase()}`);
}

function newPasswordError(field: string, password: string | undefined): ApiError | null {
  if (!password)
    return new ApiError(422, 'validation_failed', 'This field is required', {
      [field]: ['This field is required'],
    });
  const problem = passwordProblem(password);
  return problem ? new ApiError(422, 'validation_failed', problem, { [field]: [problem] }) : null;
}

/**
 * Sessions: sign-in (password, autologin token, second factor), token families with rotating
 * refresh tokens and reuse detection, logout, and the password flows.
 */
export class AuthService {
  constructor(
    private readonly repository: AuthRepository,
    private readonly customers: CustomerRepository,
    private readonly twoFactor: TwoFactorService,
    private readonly accessTokens: AccessTokens,
    private readonly outbox: OutboxService,
    private readonly now: () => Date,
  ) {}

  /** A new token family (one per sign-in) with its first refresh token. */
  async startSession(
    customerId: string,
    options: { deviceUuid?: string | undefined; twoFactorAt?: Date | null } = {},
  ): Promise<SessionTokens> {
    const familyId = randomUUID();
    const deviceUuid = options.deviceUuid ?? randomUUID();
    await this.repository.insertFamily({ familyId, customerId, deviceUuid });
    const refreshToken = await this.issueRefreshToken(familyId);
    return {
      accessToken: this.accessTokens.issue({
        customerId,
        familyId,
        deviceUuid,
        twoFactorAt: options.twoFactorAt ?? null,
      }),
      refreshToken,
      deviceUuid,
    };
  }

  private async issueRefreshToken(familyId: string): Promise<string> {
    const token = randomToken();
    await this.repository.insertRefreshToken({
      tokenHash: tokenHash(token),
      familyId,
      expiresAt: new Date(this.now().getTime() + refreshTokenLifetimeMs),
    });
    return token;
  }

  /**
   * The second-factor step of every sign-in: nothing when two-factor is off or the device is
   * trusted; else the code must be right. Returns when the factor was proved, if it was.
   */
  private async secondFactor(
    customer: CustomerRecord,
    input: SecondFactorInput,
  ): Promise<Date | null> {
    const settings = await this.twoFactor.settings(customer.customerId);
    if (!this.twoFactor.isTwoFactorOn(settings)) return null;
    if (
      input.deviceUuid &&
      (input.code === undefined || input.code === '') &&
      (await this.twoFactor.isDeviceTrusted(customer.customerId, input.deviceUuid))
    ) {
      return null;
    }
    await this.twoFactor.verify(customer, input.code);
    return this.now();
  }

  private async signIn(customer: CustomerRecord, input: SecondFactorInput): Promise<SignedIn> {
    const twoFactorAt = await this.secondFactor(customer, input);
    const deviceUuid = input.deviceUuid ?? randomUUID();
    if (twoFactorAt && input.saveDevice) {
      await this.twoFactor.trustDevice(customer.customerId, deviceUuid);
    }
    const tokens = await this.startSession(customer.customerId, { deviceUuid, twoFactorAt });
    return { customer, tokens };
  }

  /**
   * POST /v2/login: one answer for every wrong email or password (no account enumeration).
   * Failed passwords are counted per account as well as per address: after
   * `signInFailuresBeforeLock` within `signInFailureWindowMs` the account is locked for
   * `signInLockMs`, even for the right password; unknown addresses are counted the same way.
   */
  async login(
    input: {
      email?: string | undefined;
      password?: string | undefined;
      token?: string | undefined;
    } & SecondFactorInput,
  ): Promise<SignedIn> {
    if (input.token && !input.password) return this.autologin(input.token, input);
    if (!input.email || !input.password) throw invalidCredentials();
    const accountKey = signInAccountKey(input.email);
    const attempts = await this.repository.findSignInAttempts(accountKey);
    if (attempts?.lockedUntil && attempts.lockedUntil.getTime() > this.now().getTime()) {
      throw signInLocked();
    }
    const found = await this.customers.findCredentialsByEmail(input.email);
    const matches = found
      ? await verifyPassword(input.password, found.passwordHash)
      : await verifyPassword(input.password, await decoyPasswordHash()).then(() => false);
    if (!found || !matches || found.customer.status !== 'active') {
      await this.countFailedSignIn(accountKey);
      throw invalidCredentials();
    }
    if (attempts) await this.repository.clearSignInAttempts(accountKey);
    return this.signIn(found.customer, input);
  }

  private async countFailedSignIn(accountKey: string): Promise<void> {
    const now = this.now();
    const counted = await this.repository.countFailedSignIn({
      accountKey,
      now,
      windowStartedAfter: new Date(now.getTime() - signInFailureWindowMs),
      lockAfter: signInFailuresBeforeLock,
      lockUntil: new Date(now.getTime() + signInLockMs),
    });
    if (counted.failedAttempts >= signInFailuresBeforeLock) throw signInLocked();
  }

  /**
   * Autologin and transfer: a single-use token signs in. It is used only when the sign-in
   * succeeds, so a 2fa_required answer can be retried with the code.
   */
  async autologin(token: string, input: SecondFactorInput): Promise<SignedIn> {
    const hash = tokenHash(token);
    const customerId = await this.repository.findLiveOneTimeToken(hash, 'autologin', this.now());
    const customer = customerId ? await this.customers.findById(customerId) : null;
    if (!customer || customer.status !== 'active') {
      throw new ApiError(401, 'autologin_invalid', authMessages.autologinInvalid);
    }
    const twoFactorAt = await this.secondFactor(customer, input);
    const used = await this.repository.useOneTimeToken(hash, 'autologin', this.now());
    if (used !== customer.customerId) {
      throw new ApiError(401, 'autologin_invalid', authMessages.autologinInvalid);
    }
    const deviceUuid = input.deviceUuid ?? randomUUID();
    if (twoFactorAt && input.saveDevice) {
      await this.twoFactor.trustDevice(customer.customerId, deviceUuid);
    }
    return {
      customer,
      tokens: await this.startSession(customer.customerId, { deviceUuid, twoFactorAt }),
    };
  }

  /** A single-use autologin token (1 hour) for the customer. */
  async createAutologinToken(customerId: string): Promise<{ token: string; expiresAt: Date }> {
    const token = randomToken();
    const expiresAt = new Date(this.now().getTime() + autologinLifetimeMs);
    await this.repository.insertOneTimeToken({
      tokenHash: tokenHash(token),
      kind: 'autologin',
      customerId,
      expiresAt,
    });
    return { token, expiresAt };
  }

  /**
   * POST /auth/refresh: rotates the refresh token. A token used twice (stolen and replayed, or
   * replayed by an attacker after the owner rotated it) revokes its whole family, unless it comes
   * back within `refreshTokenReuseGraceMs` of its rotation: then it gets the same successor (two
   * tabs or concurrent calls refreshing at once). With `otp` the code is checked first (the token
   * is kept on a wrong code) and the new access token carries a fresh second factor.
   */
  async refresh(input: RefreshInput): Promise<SessionTokens> {
    const hash = tokenHash(input.refreshToken);
    const record = await this.repository.findRefreshToken(hash);
    const now = this.now();
    if (!record || record.familyRevokedAt) throw sessionExpired();
    if (input.customerId !== undefined && input.customerId !== record.customerId) {
      throw sessionExpired();
    }
    if (record.usedAt) return this.refreshAgain(record, input, now);
    if (record.expiresAt.getTime() <= now.getTime()) throw sessionExpired();
    const twoFactorAt = await this.proveRefresh(record, input, now);

    const successor = randomToken();
    const rotated = await this.repository.rotateRefreshToken({
      tokenHash: hash,
      usedAt: now,
      successorSealed: sealWithToken(input.refreshToken, successor),
      successor: {
        tokenHash: tokenHash(successor),
        familyId: record.familyId,
        expiresAt: new Date(now.getTime() + refreshTokenLifetimeMs),
      },
    });
    if (!rotated) {
      // Another call rotated it meanwhile: the same rules as a token presented again.
      const rotatedRecord = await this.repository.findRefreshToken(hash);
      if (!rotatedRecord?.usedAt) throw sessionExpired();
      return this.refreshAgain(rotatedRecord, input, this.now());
    }
    return this.tokensOf(record, successor, twoFactorAt);
  }

  /**
   * A rotated token presented again: within the grace window, the successor it was rotated to and
   * a fresh access token; afterwards (or when the successor cannot be opened), the family is
   * revoked.
   */
  private async refreshAgain(
    record: RefreshTokenRecord,
    input: RefreshInput,
    now: Date,
  ): Promise<SessionTokens> {
    const isWithinGrace =
      record.usedAt !== null && now.getTime() - record.usedAt.getTime() <= refreshTokenReuseGraceMs;
    const successor =
      isWithinGrace && record.successorSealed
        ? openWithToken(input.refreshToken, record.successorSealed)
        : null;
    if (!successor) {
      await this.repository.revokeFamily(record.familyId, 'refresh_token_reused', now);
      throw sessionExpired();
    }
    const twoFactorAt = await this.proveRefresh(record, input, now);
    return this.tokensOf(record, successor, twoFactorAt);
  }

  /** The customer must still be active; a one-time code, when sent, must be right. */
  private async proveRefresh(
    record: RefreshTokenRecord,
    input: RefreshInput,
    now: Date,
  ): Promise<Date | null> {
    const customer = await this.customers.findById(record.customerId);
    if (!customer || customer.status !== 'active') throw sessionExpired();
    if (input.otp === undefined || input.otp === '') return null;
    const settings = await this.twoFactor.settings(customer.customerId);
    if (!this.twoFactor.isTwoFactorOn(settings)) return null;
    await this.twoFactor.verify(customer, input.otp);
    if (input.saveDevice) {
      await this.twoFactor.trustDevice(customer.customerId, record.deviceUuid);
    }
    return now;
  }

  private tokensOf(
    record: RefreshTokenRecord,
    refreshToken: string,
    twoFactorAt: Date | null,
  ): SessionTokens {
    return {
      accessToken: this.accessTokens.issue({
        customerId: record.customerId,
        familyId: record.familyId,
        deviceUuid: record.deviceUuid,
        twoFactorAt,
      }),
      refreshToken,
      deviceUuid: record.deviceUuid,
    };
  }

  async logout(familyId: string): Promise<void> {
    await this.repository.revokeFamily(familyId, 'logout', this.now());
  }

  /** Ends every session of the customer (account closed, password reset). */
  async endAllSessions(customerId: string, reason: string, keepFamilyId?: string): Promise<void> {
    await this.repository.revokeCustomerFamilies(customerId, reason, this.now(), keepFamilyId);
  }

  /** POST /v2/customer/change-password: other sessions end; this one stays. */
  async changePassword(
    customerId: string,
    familyId: string,
    currentPassword: string | undefined,
    newPassword: string | undefined,
  ): Promise<void> {
    const storedHash = await this.customers.findPasswordHashById(customerId);
    if (!storedHash || !currentPassword || !(await verifyPassword(currentPassword, storedHash))) {
      throw new ApiError(422, 'validation_failed', passwordMessages.currentIncorrect, {
        current_password: [passwordMessages.currentIncorrect],
      });
    }
    await this.setNewPassword(customerId, storedHash, newPassword);
    await this.endAllSessions(customerId, 'password_changed', familyId);
  }

  /** POST /v2/password/force-change: only while the account is told to change its password. */
  async forceChangePassword(customerId: string, newPassword: string | undefined): Promise<void> {
    const customer = await this.customers.findById(customerId);
    const storedHash = await this.customers.findPasswordHashById(customerId);
    if (!customer || !storedHash)
      throw new ApiError(401, 'unauthorized', 'Please log in to continue.');
    if (!customer.forcePasswordChange) {
      throw new ApiError(
        409,
        'password_change_not_required',
        authMessages.passwordChangeNotRequired,
      );
    }
    await this.setNewPassword(customerId, storedHash, newPassword);
  }

  private async setNewPassword(
    customerId: string,
    storedHash: string,
    newPassword: string | undefined,
  ): Promise<void> {
    const problem = newPasswordError('new_password', newPassword);
    if (problem) throw problem;
    const password = newPassword ?? '';
    if (await verifyPassword(password, storedHash)) {
      throw new ApiError(422, 'validation_failed', passwordMessages.sameAsCurrent, {
        new_password: [passwordMessages.sameAsCurrent],
      });
    }
    await this.customers.updatePassword(customerId, await hashPassword(password));
  }

  /** POST /v2/password/forgot: emails a reset link when the address is known; same answer always. */
  async forgotPassword(email: string, origin: string): Promise<void> {
    const found = await this.customers.findCredentialsByEmail(email);
    if (!found || found.customer.status !== 'active') return;
    const token = randomToken();
    await this.repository.insertOneTimeToken({
      tokenHash: tokenHash(token),
      kind: 'password_reset',
      customerId: found.customer.customerId,
      expiresAt: new Date(this.now().getTime() + passwordResetLifetimeMs),
    });
    const link = `${origin}/forgot-password?token=${encodeURIComponent(token)}`;
    await this.outbox.send({
      recipient: found.customer.email,
      subject: 'Reset your Lotto Shop password',
      textBody: `Hello ${found.customer.firstname},\n\nTo choose a new password, open this link within one hour:\n${link}\n\nIf you did not ask for this, you can ignore this email.`,
    });
  }

  /** POST /v2/password/reset: the token works once, within an hour; every session ends. */
  async resetPassword(token: string, newPassword: string | undefined): Promise<void> {
    const hash = tokenHash(token);
    const customerId = await this.repository.findLiveOneTimeToken(
      hash,
      'password_reset',
      this.now(),
    );
    if (!customerId) throw emailLinkInvalid();
    const problem = newPasswordError('new_password', newPassword);
    if (problem) throw problem;
    const used = await this.repository.useOneTimeToken(hash, 'password_reset', this.now());
    if (used !== customerId) throw emailLinkInvalid();
    await this.customers.updatePassword(customerId, await hashPassword(newPassword ?? ''));
    await this.endAllSessions(customerId, 'password_reset');
  }

  /** DELETE /v2/customer: the password confirms; the account closes and every session ends. */
  async closeAccount(customerId: string, password: string | undefined): Promise<void> {
    const storedHash = await this.customers.findPasswordHashById(customerId);
    if (!storedHash || !password || !(await verifyPassword(password, storedHash))) {
      throw new ApiError(422, 'validation_failed', passwordMessages.incorrect, {
        password: [passwordMessages.incorrect],
      });
    }
    await this.customers.close(customerId, this.now());
    await this.endAllSessions(customerId, 'account_closed');
  }
}
