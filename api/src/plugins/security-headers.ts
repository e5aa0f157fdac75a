import { randomBytes } from 'node:crypto';
import { type ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import fastifyPlugin from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /** Nonce that the Content-Security-Policy of this response allows for inline scripts. */
    readonly cspScriptNonce: string;
  }
}

const nonces = new WeakMap<ServerResponse, string>();

function scriptNonceOf(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (nonce === undefined) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(response, nonce);
  }
  return nonce;
}

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
 * Security headers (helmet). The Content-Security-Policy lets the shell run: scripts only from
 * this origin plus the one inline runtime-config script, which carries this response's nonce;
 * API calls only to this origin. Inline styles stay allowed (remotes inject their CSS at run
 * time), which is why the nonce is on script-src only: a nonce in style-src would switch
 * 'unsafe-inline' off. No upgrade-insecure-requests: the local server speaks plain http.
 * Strict-Transport-Security goes only with answers to https requests (`request.protocol`, which
 * reads X-Forwarded-Proto when Fastify trusts the proxy): browsers ignore it over http, and a
 * development server on http must not pin its host name to https.
 */
export const securityHeadersPlugin = fastifyPlugin(
  async (app) => {
    app.decorateReply('cspScriptNonce', {
      getter(this: { raw: ServerResponse }) {
        return scriptNonceOf(this.raw);
      },
    });
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'", (_request, response) => `'nonce-${scriptNonceOf(response)}'`],
          'style-src': ["'self'", "'unsafe-inline'"],
          'connect-src': ["'self'"],
          'img-src': ["'self'", 'data:'],
          'object-src': ["'none'"],
          'frame-ancestors': ["'self'"],
          'upgrade-insecure-requests': null,
        },
      },
      crossOriginResourcePolicy: { policy: 'same-site' },
      // Sent below, over https only.
      strictTransportSecurity: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      void reply.header('permissions-policy', permissionsPolicy);
      if (request.protocol === 'https') {
        void reply.header('strict-transport-security', strictTransportSecurity);
      }
      done();
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);
