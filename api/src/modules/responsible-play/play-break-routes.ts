import { type FastifyPluginCallback } from 'fastify';
import { playBreakDurations } from 'shared-kernel/contract/responsible-play';
import {
  PlayBreakStateEnvelopeWire,
  type PlayBreakStateWire,
  StartPlayBreakRequestWire,
} from 'shared-kernel/wire/responsible-play';
import { resultEnvelope } from '../../http/envelope';
import { responses } from '../../http/response-schemas';
import { customerOf } from '../auth/bearer-token';
import { acceptFormBodies } from '../auth/form-body';
import { type StoredPlayBreak } from './repository';
import { type PlayBreakService } from './service';

function stateToWire(current: StoredPlayBreak | null): PlayBreakStateWire {
  return {
    current: current && {
      id: current.id,
      kind: current.kind,
      duration: current.duration,
      started_at: current.startedAt.toISOString(),
      ends_at: current.endsAt.toISOString(),
    },
    durations: {
      break: [...playBreakDurations.break],
      self_exclusion: [...playBreakDurations.self_exclusion],
    },
  };
}

/**
 * `GET /v2/play-break`: the break or self-exclusion running now and the durations offered.
 * `POST /v2/play-break` (form or JSON `{kind, duration}`): starts one; it needs a fresh second
 * factor (403 REQUIRED without). There is no DELETE: nothing ends a break early.
 */
export const playBreakRoutes: FastifyPluginCallback<{ playBreaks: PlayBreakService }> = (
  app,
  { playBreaks },
  done,
) => {
  acceptFormBodies(app);
  const response = responses(PlayBreakStateEnvelopeWire);

  app.get(
    '/v2/play-break',
    { config: { access: 'customer' }, schema: { response } },
    async (request) => {
      const { customerId } = customerOf(request);
      return resultEnvelope(stateToWire(await playBreaks.current(customerId, app.config.now())));
    },
  );

  app.post<{ Body: StartPlayBreakRequestWire }>(
    '/v2/play-break',
    { config: { access: 'elevated' }, schema: { body: StartPlayBreakRequestWire, response } },
    async (request) => {
      const { customerId } = customerOf(request);
      const started = await playBreaks.start(customerId, request.body, app.config.now());
      return resultEnvelope(stateToWire(started));
    },
  );
  done();
};
