import { randomBytes } from 'node:crypto';
import { ApiError } from '../../http/envelope';
import { type FirstOperatorConfig } from '../../plugins/config';
import {
  decoyPasswordHash,
  hashPassword,
  passwordProblem,
  verifyPassword,
} from '../auth/passwords';
import { randomToken, tokenHash } from '../auth/secrets';
import { matchingTimeStep, newTotpSecret, otpauthUrl } from '../two-factor/totp';
import { type OperatorRecord, type OperatorRepository } from './repository';

export const operatorRoles = [
  'release_manager',
  'release_viewer',
  'content_editor',
  'support',
  'reviewer',
  'payments',
  'draws',
] as const;
export type OperatorRole = (typeof operatorRoles)[number];

/** How long an operator session lasts: one working day. */
export const operatorSessionLifetimeMs = 8 * 60 * 60 * 1000;
/** Failed sign-ins in a row before the operator is locked out for a while. */
export const operatorFailedAttemptsBeforeLock = 5;
export const operatorLockoutMs = 15 * 60 * 1000;

export interface Operator {
  id: string;
  email: string;
  roles: OperatorRole[];
  /** Environments a release manager may change; null is every one. */
  releaseEnvironments: string[] | null;
}

export interface OperatorSummary extends Operator {
  createdAt: Date;
  lockedUntil: Date | null;
}

/** What a new (or reset) operator needs to sign in; shown once, never stored in clear. */
export interface OperatorCredentials {
  operator: Operator;
  password: string;
  totpSecret: string;
  otpauthUrl: string;
}

export interface OperatorSession {
  token: string;
  expiresAt: Date;
  operator: Operator;
}

export const operatorMessages = {
  signInFailed: 'The email, password or code is incorrect.',
  locked: 'Too many failed attempts. Try again in 15 minutes, or ask for a reset.',
} as const;

export function isOperatorRole(text: string): text is OperatorRole {
  return (operatorRoles as readonly string[]).includes(text);
}

/** `release_manager,support` → roles; throws on an unknown or missing role. */
export function parseOperatorRoles(text: string): OperatorRole[] {
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const unknown = names.filter((name) => !isOperatorRole(name));
  if (names.length === 0 || unknown.length > 0) {
    throw new ApiError(
      422,
      'invalid_roles',
      `Roles are a comma-separated list of ${operatorRoles.join(', ')}` +
        (unknown.length > 0 ? `; not ${unknown.join(', ')}.` : '.'),
    );
  }
  return [...new Set(names as OperatorRole[])];
}

function normalisedEmail(email: string): string {
  return email.trim().toLowerCase();
}

function operatorOf(record: OperatorRecord): Operator {
  return {
    id: record.id,
    email: record.email,
    roles: record.roles.filter(isOperatorRole),
    releaseEnvironments: record.releaseEnvironments,
  };
}

function generatedPassword(): string {
  return randomBytes(18).toString('base64url');
}

const signInFailed = () =>
  new ApiError(401, 'operator_sign_in_failed', operatorMessages.signInFailed);

/**
 * Operators: accounts with roles who sign in with email, password and an authenticator code,
 * and get a session (stored hashed) for operatorSessionLifetimeMs. Five failures in a row lock
 * the operator for operatorLockoutMs.
 */
export class OperatorService {
  constructor(
    private readonly repository: OperatorRepository,
    private readonly now: () => Date,
  ) {}

  async create(input: {
    email: string;
    roles: readonly OperatorRole[];
    /** Limits a release manager to these environments (default: every one). */
    releaseEnvironments?: readonly string[] | null;
    password?: string | null;
    totpSecret?: string | null;
  }): Promise<OperatorCredentials> {
    const email = normalisedEmail(input.email);
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
      throw new ApiError(422, 'invalid_email', `"${input.email}" is not an email address.`);
    }
    if (input.roles.length === 0) {
      throw new ApiError(422, 'invalid_roles', 'An operator needs at least one role.');
    }
    const password = input.password ?? generatedPassword();
    const problem = passwordProblem(password);
    if (problem) throw new ApiError(422, 'invalid_password', problem);
    const totpSecret = input.totpSecret ?? newTotpSecret();
    if (!/^[A-Z2-7]{16,}=*$/.test(totpSecret)) {
      throw new ApiError(
        422,
        'invalid_totp_secret',
        'The authenticator secret must be base32 (A-Z, 2-7), at least 16 characters.',
      );
    }
    const inserted = await this.repository.insertIfAbsent({
      email,
      passwordHash: await hashPassword(password),
      totpSecret,
      roles: input.roles,
      releaseEnvironments: input.releaseEnvironments ?? null,
    });
    if (!inserted) {
      throw new ApiError(409, 'operator_exists', `There is already an operator ${email}.`);
    }
    const record = await this.repository.findByEmail(email);
    if (!record) throw new ApiError(409, 'operator_exists', `The operator ${email} vanished.`);
    return {
      operator: operatorOf(record),
      password,
      totpSecret,
      otpauthUrl: otpauthUrl(totpSecret, email),
    };
  }

  /**
   * On first start (no operator yet): an operator with every role, from the given credentials or
   * generated ones. Null when there is an operator already (or another process made it first).
   */
  async createFirstOperator(first: FirstOperatorConfig): Promise<OperatorCredentials | null> {
    if ((await this.repository.count()) > 0) return null;
    try {
      return await this.create({
        email: first.email,
        roles: operatorRoles,
        password: first.password,
        totpSecret: first.totpSecret,
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'operator_exists') return null;
      throw error;
    }
  }

  async list(): Promise<OperatorSummary[]> {
    return (await this.repository.findAll()).map((record) => ({
      ...operatorOf(record),
      createdAt: record.createdAt,
      lockedUntil: record.lockedUntil,
    }));
  }

  /** A new password and authenticator secret; ends the operator's sessions and any lockout. */
  async reset(email: string): Promise<OperatorCredentials> {
    const record = await this.repository.findByEmail(normalisedEmail(email));
    if (!record) {
      throw new ApiError(404, 'operator_not_found', `There is no operator ${email}.`);
    }
    const password = generatedPassword();
    const totpSecret = newTotpSecret();
    await this.repository.updateCredentials(record.id, await hashPassword(password), totpSecret);
    await this.repository.deleteSessionsOf(record.id);
    return {
      operator: operatorOf(record),
      password,
      totpSecret,
      otpauthUrl: otpauthUrl(totpSecret, record.email),
    };
  }

  async signIn(input: { email: string; password: string; code: string }): Promise<OperatorSession> {
    const now = this.now();
    const record = await this.repository.findByEmail(normalisedEmail(input.email));
    if (!record) {
      // As slow as a known email, so that timing does not tell which operators exist.
      await verifyPassword(input.password, await decoyPasswordHash());
      throw signInFailed();
    }
    if (record.lockedUntil && record.lockedUntil > now) {
      throw new ApiError(423, 'operator_locked', operatorMessages.locked);
    }
    const passwordMatches = await verifyPassword(input.password, record.passwordHash);
    const step = /^[0-9]{6}$/.test(input.code)
      ? matchingTimeStep(record.totpSecret, input.code, now)
      : null;
    if (
      !passwordMatches ||
      step === null ||
      !(await this.repository.recordSuccess(record.id, step))
    ) {
      await this.repository.countFailure(
        record.id,
        operatorFailedAttemptsBeforeLock,
        new Date(now.getTime() + operatorLockoutMs),
      );
      throw signInFailed();
    }
    await this.repository.deleteExpiredSessions(now);
    const token = randomToken();
    const expiresAt = new Date(now.getTime() + operatorSessionLifetimeMs);
    await this.repository.insertSession({
      tokenHash: tokenHash(token),
      operatorId: record.id,
      createdAt: now,
      expiresAt,
    });
    return { token, expiresAt, operator: operatorOf(record) };
  }

  /** The operator of a live session token, else null. */
  async operatorOfSession(token: string): Promise<Operator | null> {
    const record = await this.repository.findBySession(tokenHash(token), this.now());
    return record ? operatorOf(record) : null;
  }

  async signOut(token: string): Promise<void> {
    await this.repository.deleteSession(tokenHash(token));
  }
}
