import { type Static, Type } from '@sinclair/typebox';
import { type FastifyPluginCallback } from 'fastify';
import { type Capabilities } from 'shared-kernel/contract/platform';
import {
  BrandingEnvelopeWire,
  type BrandingWire,
  CapabilitiesEnvelopeWire,
  type CapabilitiesWire,
  type ContentItemWire,
  ContentItemsEnvelopeWire,
  ContentItemsQueryWire,
  DiscoveryEnvelopeWire,
  type DiscoveryWire,
  HealthWire,
  type NavigationItemWire,
  type PaymentLogoWire,
  SiteConfigEnvelopeWire,
  type SiteConfigWire,
} from 'shared-kernel/wire/platform';
import { entitiesEnvelope, resultEnvelope } from '../../http/envelope';
import { segmentNameOf } from '../customer/overview';
import { publicOriginOf } from '../../http/request-origin';
import { responses } from '../../http/response-schemas';
import {
  type Branding,
  type ContentItem,
  type ContentItemType,
  type NavigationItem,
  PlatformRepository,
  type SiteConfig,
} from './repository';
import { PlatformService, type Services } from './service';

function servicesToWire(services: Services): DiscoveryWire['services'] {
  return {
    api: services.api,
    auth: services.auth,
    cms: services.cms,
    social: services.social,
    rewards: services.rewards,
    customer_verify: services.customerVerify,
    recommend: services.recommend,
    registry: services.registry,
  };
}

function navigationItemToWire(item: NavigationItem): NavigationItemWire {
  return {
    label: item.label,
    route: item.route,
    route_type: item.routeType,
    ...(item.type ? { type: item.type } : {}),
  };
}

function siteConfigToWire(config: SiteConfig): SiteConfigWire {
  return {
    site_name: config.siteName,
    hide_site_name: config.hideSiteName,
    locale: config.locale,
    currency: config.currency,
    default_pricing_id: config.defaultPricingId,
    session_timeout: config.sessionTimeoutSeconds,
    heartbeat_active_timeout: config.heartbeatActiveTimeoutSeconds,
    remember_for_days: config.rememberForDays,
    support_number: config.supportNumber,
    support_opening_hours: config.supportOpeningHours,
    support_email: config.supportEmail,
    navigation: {
      primary: config.navigation.primary.map(navigationItemToWire),
      secondary: config.navigation.secondary.map(navigationItemToWire),
    },
    payment_logos: config.paymentLogos as PaymentLogoWire[],
    android_store_url: config.androidStoreUrl,
    sub_variants: config.subVariants.map((subVariant) => ({
      key: subVariant.key,
      name: subVariant.name,
      locale: subVariant.locale,
      currency: subVariant.currency,
      branding_region: subVariant.brandingRegion,
      url_aliases: subVariant.urlAliases,
    })),
    segment_locales: config.segmentLocales.map((segment) => ({
      segment_name: segment.segmentName,
      locale: segment.locale,
      currency: segment.currency,
    })),
  };
}

function capabilitiesToWire(capabilities: Capabilities): CapabilitiesWire {
  return {
    segments: capabilities.segments.map((segment) => ({
      segment_name: segment.segmentName,
      capabilities: segment.capabilities,
    })),
    current_segment: capabilities.currentSegment,
  };
}

function brandingToWire(branding: Branding): BrandingWire {
  return {
    id: branding.id,
    name: branding.name,
    region_overrides: branding.regionOverrides.map((override) => ({
      branding_regions: override.brandingRegions,
      ...(override.logoText ? { logo_text: override.logoText } : {}),
    })),
    subvariant: branding.subvariant,
    logo_text: branding.logoText,
    colours: branding.colours,
  };
}

function contentItemToWire(item: ContentItem): ContentItemWire {
  return { id: item.id, type: item.type, value: item.value, category: item.category };
}

const LocaleParams = Type.Object({ locale: Type.String({ pattern: '^[a-z]{2}-[A-Z]{2}$' }) });

const blankPage =
  '<!doctype html><html lang="en"><head><title>ok</title></head><body></body></html>';

/**
 * Platform: discovery, health, the heartbeat page, site configuration, capability segments,
 * branding and content items (translations).
 */
export const platformRoutes: FastifyPluginCallback = (app, _options, done) => {
  const service = new PlatformService(new PlatformRepository(app.database));

  app.get(
    '/discover',
    {
      schema: { response: responses(DiscoveryEnvelopeWire) },
      config: { access: 'anonymous', cache: 'discovery' },
    },
    (request) =>
      resultEnvelope<DiscoveryWire>({
        services: servicesToWire(service.discover(publicOriginOf(request))),
      }),
  );

  type Reachable = 'ok' | 'unavailable';
  const reachable = (check: Promise<unknown>): Promise<Reachable> =>
    check.then(
      (answer) => (answer === false ? 'unavailable' : 'ok'),
      () => 'unavailable',
    );
  app.get(
    '/health',
    { config: { access: 'anonymous' }, schema: { response: { 200: HealthWire, 503: HealthWire } } },
    async (_request, reply) => {
      const [database, redis, objectStore] = await Promise.all([
        reachable(service.isDatabaseReachable()),
        app.redis ? reachable(app.redis.ping()) : undefined,
        app.objectStore ? reachable(app.objectStore.isReachable()) : undefined,
      ]);
      const checks = {
        database,
        ...(redis ? { redis } : {}),
        ...(objectStore ? { object_store: objectStore } : {}),
      };
      const ready = Object.values(checks).every((check) => check === 'ok');
      const health: Static<typeof HealthWire> = {
        status: ready ? 'ok' : 'unavailable',
        ...checks,
      };
      return reply
        .status(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(health);
    },
  );

  // Liveness: the process answers (a load balancer restarts it when this stops answering).
  app.get('/health/live', { config: { access: 'anonymous' } }, (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get('/blank.html', { config: { access: 'anonymous' } }, (_request, reply) =>
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(blankPage),
  );

  app.get(
    '/v2/config',
    {
      schema: { response: responses(SiteConfigEnvelopeWire) },
      config: { access: 'anonymous', cache: 'config' },
    },
    async () => resultEnvelope(siteConfigToWire(await service.siteConfig())),
  );

  app.get(
    '/v2/capabilities',
    {
      schema: { response: responses(CapabilitiesEnvelopeWire) },
      config: { access: 'anonymous', cache: 'capabilities' },
    },
    async (request) =>
      resultEnvelope(
        capabilitiesToWire(await service.capabilities(await segmentNameOf(app.database, request))),
      ),
  );

  app.get(
    '/v2/branding',
    {
      schema: { response: responses(BrandingEnvelopeWire) },
      config: { access: 'anonymous', cache: 'branding' },
    },
    async () => resultEnvelope(brandingToWire(await service.branding())),
  );

  app.get<{ Params: Static<typeof LocaleParams>; Querystring: ContentItemsQueryWire }>(
    '/v2/:locale/items',
    {
      schema: {
        params: LocaleParams,
        querystring: ContentItemsQueryWire,
        response: responses(ContentItemsEnvelopeWire),
      },
      config: { access: 'anonymous', cache: 'translations' },
    },
    async (request) => {
      const { query } = request;
      const merge = <Item>(bracketed?: Item[], plain?: Item[]): Item[] => [
        ...(bracketed ?? []),
        ...(plain ?? []),
      ];
      const items = await service.contentItems({
        locale: request.params.locale,
        categories: merge(query['c[]'], query.c),
        ids: merge(query['id[]'], query.id),
        types: merge<ContentItemType>(query['t[]'], query.t),
      });
      return entitiesEnvelope(items.map(contentItemToWire));
    },
  );
  done();
};
