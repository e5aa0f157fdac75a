import { type FastifyPluginCallback } from 'fastify';
import {
  AnalyticsAcceptedEnvelopeWire,
  AnalyticsBatchWire,
  type AnalyticsEventWire,
} from 'shared-kernel/wire/support';
import { resultEnvelope } from '../../http/envelope';
import { responses } from '../../http/response-schemas';
import { type CollectedEvent, type CustomerDataSink } from './customer-data-port';
import { SegmentCustomerData, segmentSettingsFrom } from './segment-customer-data';
import { StoredAnalyticsEvents } from './stored-events';

/** Largest batch body: 20 events with their product fields fit easily. */
export const analyticsBodyLimitBytes = 64 * 1024;

/** An event claiming a time this far from the server's is stamped with the server's time. */
const clockSkewMsMax = 24 * 60 * 60 * 1000;

function collectedOf(
  event: AnalyticsEventWire,
  customerId: string | null,
  receivedAt: Date,
): CollectedEvent {
  const claimed = new Date(event.occurred_at);
  const occurredAt =
    Math.abs(claimed.getTime() - receivedAt.getTime()) > clockSkewMsMax ? receivedAt : claimed;
  return {
    type: event.type,
    name: event.name,
    anonymousId: event.anonymous_id,
    customerId,
    sessionId: event.session_id ?? null,
    properties: event.properties ?? {},
    products: event.products ?? [],
    occurredAt,
    receivedAt,
  };
}

/**
 * The customer-data collector: POST /v2/analytics/events takes a small batch of page, identify,
 * track and reset events from the page (sent only with non-essential cookie consent), attaches
 * the signed-in customer, and hands them to Segment when SEGMENT_WRITE_KEY is set, else keeps them
 * in analytics_events. Anyone may post (rate limited per address); a failing service never fails
 * the page.
 */
export const analyticsModule: FastifyPluginCallback<{ sink?: CustomerDataSink }> = (
  app,
  options,
  done,
) => {
  const settings = segmentSettingsFrom(process.env);
  const sink =
    options.sink ??
    (settings ? new SegmentCustomerData(settings) : new StoredAnalyticsEvents(app.database));

  app.post<{ Body: AnalyticsBatchWire }>(
    '/v2/analytics/events',
    {
      config: { access: 'anonymous' },
      bodyLimit: analyticsBodyLimitBytes,
      schema: { body: AnalyticsBatchWire, response: responses(AnalyticsAcceptedEnvelopeWire, 202) },
    },
    async (request, reply) => {
      const receivedAt = app.config.now();
      const customerId = request.customer?.customerId ?? null;
      const events = request.body.events.map((event) => collectedOf(event, customerId, receivedAt));
      try {
        await sink.record(events);
      } catch (error) {
        request.log.warn({ err: error }, `${sink.name} did not take ${events.length} events`);
      }
      return reply.status(202).send(resultEnvelope({ accepted: events.length }));
    },
  );
  done();
};
