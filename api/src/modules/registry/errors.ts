import { ApiError } from '../../http/envelope';
import { type Actor } from './model';

// The registry's refusals, one sentence each (en-AU), with the ids release clients rely on.

export function environmentNotFound(environment: string): ApiError {
  return new ApiError(
    404,
    'environment_not_found',
    `There is no release environment "${environment}".`,
  );
}

export function remoteNotFound(remote: string): ApiError {
  return new ApiError(404, 'remote_not_found', `There is no remote named "${remote}".`);
}

export function versionNotRegistered(remote: string, version: string): ApiError {
  const message = `Version ${version} of ${remote} is not registered.`;
  return new ApiError(422, 'version_not_registered', message, { version: [message] });
}

export function versionWithdrawn(remote: string, version: string): ApiError {
  const message = `Version ${version} of ${remote} was withdrawn and cannot be released again.`;
  return new ApiError(422, 'version_withdrawn', message, { version: [message] });
}

export function artifactMissing(remote: string, version: string, entry: string): ApiError {
  const message = `The files of ${remote} ${version} are missing on this server (no ${entry}); publish it again.`;
  return new ApiError(422, 'artifact_missing', message, { version: [message] });
}

export function incompatibleRemote(problems: string[]): ApiError {
  return new ApiError(422, 'incompatible_remote', problems.join(' '), { version: problems });
}

export function revisionConflict(environment: string, live: number, expected: number): ApiError {
  return new ApiError(
    412,
    'revision_conflict',
    `Someone changed ${environment} since revision ${expected}: revision ${live} is live. Check it and try again.`,
  );
}

export function revisionNotFound(environment: string, number: number): ApiError {
  return new ApiError(404, 'revision_not_found', `${environment} has no revision ${number}.`);
}

/** A refusal about one field of the request body. */
export function invalidField(id: string, field: string, message: string): ApiError {
  return new ApiError(422, id, message, { [field]: [message] });
}

/** An operator limited to some environments asked to change another one. */
export function releaseForbidden(actor: Actor, environment: string | null): ApiError {
  const allowed = actor.type === 'operator' ? (actor.environments ?? []) : [];
  const what =
    environment === null
      ? 'This change concerns every environment'
      : `You may not release to ${environment}`;
  return new ApiError(
    403,
    'operator_forbidden',
    `${what}: your releases are limited to ${allowed.join(', ') || 'no environment'}.`,
  );
}
