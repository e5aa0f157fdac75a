import { createHash } from 'node:crypto';
import { type Redis } from 'ioredis';
import { type ContentEncoding } from '../http/compression-settings';

export interface CachedAnswer {
  expiresAt: number;
  payload: string;
  contentType: string;
  /** Whether the payload is large enough to compress (measured once, when stored). */
  isCompressible: boolean;
  /** The payload compressed, once per encoding a client asked for. */
  encoded?: Partial<Record<ContentEncoding, Buffer>>;
}

/** Where cached answers live: this process's memory, or Redis shared by every API process. */
export interface ResponseCacheStore {
  find(key: string, now: number): Promise<CachedAnswer | undefined>;
  store(key: string, answer: CachedAnswer, now: number): Promise<void>;
  /** Forgets every answer, in every process sharing the store. */
  clear(): Promise<void>;
}

/** In-process store of one API process. Oldest entries go first. */
export class ResponseCache implements ResponseCacheStore {
  private readonly answers = new Map<string, CachedAnswer>();

  constructor(private readonly entriesMax = 1000) {}

  get size(): number {
    return this.answers.size;
  }

  find(key: string, now: number): Promise<CachedAnswer | undefined> {
    const answer = this.answers.get(key);
    if (answer && answer.expiresAt <= now) {
      this.answers.delete(key);
      return Promise.resolve(undefined);
    }
    return Promise.resolve(answer);
  }

  store(key: string, answer: CachedAnswer, _now?: number): Promise<void> {
    this.answers.delete(key);
    this.answers.set(key, answer);
    while (this.answers.size > this.entriesMax) {
      const oldest = this.answers.keys().next();
      if (oldest.done) break;
      this.answers.delete(oldest.value);
    }
    return Promise.resolve();
  }

  clear(): Promise<void> {
    this.answers.clear();
    return Promise.resolve();
  }
}

/** Reads a key of the live generation: one round trip, so a clear is never half seen. */
const findScript = `
local generation = redis.call('GET', KEYS[1]) or '0'
return {generation, redis.call('GET', ARGV[1] .. generation .. ':' .. ARGV[2])}`;
const storeScript = `
local generation = redis.call('GET', KEYS[1]) or '0'
redis.call('SET', ARGV[1] .. generation .. ':' .. ARGV[2], ARGV[3], 'PX', ARGV[4])
return generation`;

type StoredAnswer = Omit<CachedAnswer, 'encoded'>;

/**
 * The cache of every API process in Redis. A clear moves every process to a new generation at
 * once (the old one's keys expire on their own). Compressed bodies stay in each process's
 * memory, by generation and key, so a hit is compressed at most once per process.
 */
export class RedisResponseCache implements ResponseCacheStore {
  private readonly generationKey: string;
  private readonly compressed = new ResponseCache(200);

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'shop:response-cache:',
  ) {
    this.generationKey = `${prefix}generation`;
  }

  private static hashOf(key: string): string {
    return createHash('sha256').update(key).digest('base64url');
  }

  async find(key: string, now: number): Promise<CachedAnswer | undefined> {
    const hash = RedisResponseCache.hashOf(key);
    const [generation, text] = (await this.redis.eval(
      findScript,
      1,
      this.generationKey,
      this.prefix,
      hash,
    )) as [string, string | null];
    if (text === null) return undefined;
    const local = await this.compressed.find(`${generation}:${hash}`, now);
    if (local) return local;
    const answer = JSON.parse(text) as StoredAnswer;
    if (answer.expiresAt <= now) return undefined;
    await this.compressed.store(`${generation}:${hash}`, answer, now);
    return answer;
  }

  async store(key: string, answer: CachedAnswer, now: number): Promise<void> {
    const { encoded: _encoded, ...stored } = answer;
    const milliseconds = Math.max(1, Math.ceil(answer.expiresAt - now));
    await this.redis.eval(
      storeScript,
      1,
      this.generationKey,
      this.prefix,
      RedisResponseCache.hashOf(key),
      JSON.stringify(stored),
      String(milliseconds),
    );
  }

  async clear(): Promise<void> {
    await this.redis.incr(this.generationKey);
    await this.compressed.clear();
  }
}
