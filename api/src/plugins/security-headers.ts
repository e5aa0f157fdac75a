import { randomBytes } from 'node:crypto';
import { type ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import { type FastifyReply } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /** Nonce that the Content-Security-Policy of this response allows for inline scripts. */
    readonly cspScriptNonce: string;
  }
}

type PolicyDirectives = ReadonlyArray<readonly [string, string]>;

/**
 * The Content-Security-Policy, precomputed: scripts only from this origin, plus, on a page with
 * the inline runtime-config script, that page's nonce (see the plugin below).
 */
const policyDirectives: PolicyDirectives = [
  ['default-src', "'self'"],
  ['base-uri', "'self'"],
  ['font-src', "'self' https: data:"],
  ['form-action', "'self'"],
  ['frame-ancestors', "'self'"],
  ['img-src', "'self' data:"],
  ['object-src', "'none'"],
  ['script-src', "'self'"],
  ['script-src-attr', "'none'"],
  ['style-src', "'self' 'unsafe-inline'"],
  ['connect-src', "'self'"],
];

/** Directives a remote build needs from where it is loaded: its scripts, images and fonts. */
const artifactDirectives = new Set(['script-src', 'img-src', 'font-src']);

/**
 * The directives with the origin remote builds are loaded from when it is not this one
 * (OBJECT_STORE_PUBLIC_URL: a CDN or the bucket's origin).
 */
export function policyDirectivesWith(artifactOrigin: string | null): PolicyDirectives {
  if (artifactOrigin === null) return policyDirectives;
  return policyDirectives.map(([name, sources]) =>
    artifactDirectives.has(name)
      ? ([name, `${sources} ${artifactOrigin}`] as const)
      : [name, sources],
  );
}

function contentSecurityPolicy(directives: PolicyDirectives, scriptNonce?: string): string {
  return directives
    .map(([name, sources]) =>
      name === 'script-src' && scriptNonce
        ? `${name} ${sources} 'nonce-${scriptNonce}'`
        : `${name} ${sources}`,
    )
    .join(';');
}

const nonces = new WeakMap<ServerResponse, string>();

/**
 * Browser features no page of the shop uses are switched off for every origin; card forms need
 * the Payment Request API on the shop's own origin.
 */
export const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=()',
  'bluetooth=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self)',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** One year, subdomains included (helmet's default). */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/**
 * Security headers (helmet, and the Content-Security-Policy above). The policy lets the shell run:
 * scripts only from this origin (and the object store's public origin, where remote builds are
 * loaded from when there is one), plus the one inline runtime-config script of a page, which
 * carries that response's nonce (a response gets a nonce only when it asks for one, through
 * `reply.cspScriptNonce`); API calls only to this origin. Inline styles stay allowed (remotes inject their CSS at run
 * time), which is why the nonce is on script-src only: a nonce in style-src would switch
 * 'unsafe-inline' off. No upgrade-insecure-requests: the local server speaks plain http.
 * Strict-Transport-Security goes only with answers to https requests (`request.protocol`, which
 * reads X-Forwarded-Proto when Fastify trusts the proxy): browsers ignore it over http, and a
 * development server on http must not pin its host name to https.
 */
export const securityHeadersPlugin = fastifyPlugin(
  async (app) => {
    const storeUrl = app.hasDecorator('config') ? (app.config.objectStorePublicUrl ?? null) : null;
    const directives = policyDirectivesWith(storeUrl === null ? null : new URL(storeUrl).origin);
    const policyWithoutInlineScripts = contentSecurityPolicy(directives);
    app.decorateReply('cspScriptNonce', {
      getter(this: FastifyReply) {
        let nonce = nonces.get(this.raw);
        if (nonce === undefined) {
          nonce = randomBytes(16).toString('base64');
          nonces.set(this.raw, nonce);
          void this.header('content-security-policy', contentSecurityPolicy(directives, nonce));
        }
        return nonce;
      },
    });
    await app.register(helmet, {
      // Set below from the precomputed policy: helmet would rebuild it on every response.
      contentSecurityPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
      // Sent below, over https only.
      strictTransportSecurity: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      void reply.header('content-security-policy', policyWithoutInlineScripts);
      void reply.header('permissions-policy', permissionsPolicy);
      if (request.protocol === 'https') {
        void reply.header('strict-transport-security', strictTransportSecurity);
      }
      done();
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);
