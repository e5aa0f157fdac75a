import { type TSchema } from '@sinclair/typebox';
import { ErrorEnvelopeWire } from 'shared-kernel/wire/envelope';

/** Response schemas of a route: its success envelope, and the error envelope for 4xx and 5xx. */
export function responses(success: TSchema, successStatus = 200): Record<string, TSchema> {
  return { [successStatus]: success, '4xx': ErrorEnvelopeWire, '5xx': ErrorEnvelopeWire };
}
