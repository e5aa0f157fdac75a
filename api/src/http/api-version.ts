import { type FastifyRequest } from 'fastify';
import { ApiError } from './envelope';

/** 400 unless the call asked for the API version the route is served in (x-api-version). */
export function requireApiVersion(request: FastifyRequest, version: string, what: string): void {
  if (request.apiVersion !== version) {
    throw new ApiError(
      400,
      'unsupported_api_version',
      `${what} are served in API version ${version}; the request asked for ${request.apiVersion}.`,
    );
  }
}
