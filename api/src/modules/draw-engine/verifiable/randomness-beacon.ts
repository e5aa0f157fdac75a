import { createHash } from 'node:crypto';

/**
 * The randomness beacon port: a public source of randomness that nobody (the shop included) knows
 * before the draw time, mixed into the draw's key so the shop cannot have chosen its seed to suit
 * the outcome. Adapters: `none` (built in: no beacon, the commitment alone binds the draw) and
 * drand over HTTP.
 */

export interface BeaconRound {
  round: number;
  /** The round's randomness (32 bytes for drand). */
  value: Buffer;
}

export interface RandomnessBeacon {
  /** Published beside the draw (`none`, `drand:<chain hash>`). */
  key: string;
  /**
   * The first round published at or after the draw time; null from a beacon that gives none.
   * Throws BeaconUnavailableError while that round is not out yet or cannot be fetched.
   */
  roundFor(drawTime: Date): Promise<BeaconRound | null>;
}

export class BeaconUnavailableError extends Error {
  override readonly name = 'BeaconUnavailableError';
}

/** Built in: no beacon. */
export const noBeacon: RandomnessBeacon = {
  key: 'none',
  roundFor: () => Promise.resolve(null),
};

export interface DrandChain {
  /** The chain hash, 64 hex digits. */
  chainHash: string;
  /** Unix seconds of round 1. */
  genesisTime: number;
  periodSeconds: number;
}

/** drand's "quicknet" chain (League of Entropy mainnet, a round every 3 seconds). */
export const drandQuicknet: DrandChain = {
  chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  genesisTime: 1692803367,
  periodSeconds: 3,
};

export const drandBaseUrl = 'https://api.drand.sh';

type Fetch = (url: string, init?: { signal?: AbortSignal }) => Promise<Response>;

export interface DrandOptions {
  chain?: DrandChain;
  baseUrl?: string;
  fetch?: Fetch;
  timeoutMs?: number;
}

/** Round r of a drand chain is published at genesisTime + (r − 1) × period. */
export function drandRoundAtOrAfter(chain: DrandChain, drawTime: Date): number {
  const elapsedSeconds = drawTime.getTime() / 1000 - chain.genesisTime;
  if (elapsedSeconds <= 0) return 1;
  return Math.ceil(elapsedSeconds / chain.periodSeconds) + 1;
}

function isHex(value: unknown, length?: number): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length % 2 === 0 &&
    (length === undefined || value.length === length) &&
    /^[0-9a-f]+$/.test(value)
  );
}

/**
 * The round's value from drand's public HTTP API (`GET <base>/<chain hash>/public/<round>`),
 * after checking its shape: the round asked for, 32 bytes of randomness, and the randomness being
 * SHA-256 of the round's signature, as drand defines it. The BLS signature itself is not checked
 * here; a verifier can check it against the chain's public key with drand's own tools.
 */
export function drandBeacon(options: DrandOptions = {}): RandomnessBeacon {
  const chain = options.chain ?? drandQuicknet;
  const baseUrl = (options.baseUrl ?? drandBaseUrl).replace(/\/+$/, '');
  const fetchRound: Fetch = options.fetch ?? ((url, init) => fetch(url, init));
  const timeoutMs = options.timeoutMs ?? 5000;

  return {
    key: `drand:${chain.chainHash}`,
    async roundFor(drawTime) {
      const round = drandRoundAtOrAfter(chain, drawTime);
      const url = `${baseUrl}/${chain.chainHash}/public/${round}`;
      let response: Response;
      try {
        response = await fetchRound(url, { signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new BeaconUnavailableError(`drand round ${round} could not be fetched: ${reason}`, {
          cause: error,
        });
      }
      if (!response.ok) {
        throw new BeaconUnavailableError(`drand round ${round} answered ${response.status}`);
      }
      const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      const signature = body?.signature;
      const randomness = body?.randomness;
      if (body?.round !== round || !isHex(signature) || !isHex(randomness, 64)) {
        throw new BeaconUnavailableError(`drand round ${round} answered an unexpected body`);
      }
      const digest = createHash('sha256').update(Buffer.from(signature, 'hex')).digest('hex');
      if (digest !== randomness) {
        throw new BeaconUnavailableError(
          `drand round ${round}: randomness is not its signature's hash`,
        );
      }
      return { round, value: Buffer.from(randomness, 'hex') };
    },
  };
}
