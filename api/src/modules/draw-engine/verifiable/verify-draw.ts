import { Value } from '@sinclair/typebox/value';
import { DrawVerificationWire } from 'shared-kernel/wire/draws';
import { bytesOfHex } from './byte-encoding';
import { commitmentMatches } from './commitment';
import { checkPools, type DrawnSet, drawNumbers, type DrawPool } from './number-derivation';

/** A draw's published verification data (the wire record, camelCased). */
export interface PublishedDraw {
  algorithmVersion: string;
  commitment: string;
  /** 64 hex digits. */
  seed: string;
  beacon: { key: string; round: number; value: string } | null;
  drawKey: string;
  pools: DrawPool[];
  numbers: DrawnSet[];
  ticketsRoot: string;
}

export interface DrawVerification {
  commitmentMatches: boolean;
  numbersMatch: boolean;
  /** The numbers re-derived from the published data; null when they cannot be derived. */
  numbersDerived: DrawnSet[] | null;
  /** Why the numbers cannot be derived; null when they can. */
  problem: string | null;
}

/** Algorithm versions this verifier can re-derive. */
export const verifiableAlgorithmVersions = ['hmac-sha256-fy-v1'];

export function publishedDrawOfWire(wire: DrawVerificationWire): PublishedDraw {
  return {
    algorithmVersion: wire.algorithm_version,
    commitment: wire.commitment,
    seed: wire.seed,
    beacon: wire.beacon,
    drawKey: wire.draw_key,
    pools: wire.pools,
    numbers: wire.numbers,
    ticketsRoot: wire.tickets_root,
  };
}

/** The wire record the verification route will send. */
export function wireOfPublishedDraw(published: PublishedDraw): DrawVerificationWire {
  return {
    algorithm_version: published.algorithmVersion,
    commitment: published.commitment,
    seed: published.seed,
    beacon: published.beacon,
    draw_key: published.drawKey,
    pools: published.pools,
    numbers: published.numbers,
    tickets_root: published.ticketsRoot,
  };
}

/** The published record out of JSON: a bare record, or the API's `{ result: record }` envelope. */
export function publishedDrawOfJson(json: unknown): PublishedDraw | null {
  const record = typeof json === 'object' && json !== null && 'result' in json ? json.result : json;
  return Value.Check(DrawVerificationWire, record) ? publishedDrawOfWire(record) : null;
}

function sameNumbers(left: readonly DrawnSet[], right: readonly DrawnSet[]): boolean {
  return (
    left.length === right.length &&
    left.every((set, index) => {
      const other = right[index];
      return (
        other?.name === set.name &&
        other.numbers.length === set.numbers.length &&
        set.numbers.every((number, position) => other.numbers[position] === number)
      );
    })
  );
}

function notDerivable(problem: string, commitment: boolean): DrawVerification {
  return { commitmentMatches: commitment, numbersMatch: false, numbersDerived: null, problem };
}

/** Re-derives the draw from its published data and compares it with what was published. */
export function verifyDraw(published: PublishedDraw): DrawVerification {
  const seed = bytesOfHex(published.seed, 32);
  if (seed === null) return notDerivable('The seed is not 32 bytes of lowercase hex.', false);
  const commitment = commitmentMatches(seed, published.algorithmVersion, published.commitment);
  if (!verifiableAlgorithmVersions.includes(published.algorithmVersion)) {
    return notDerivable(`Unknown algorithm version ${published.algorithmVersion}.`, commitment);
  }
  const beacon = published.beacon === null ? null : bytesOfHex(published.beacon.value);
  if (published.beacon !== null && beacon === null) {
    return notDerivable('The beacon value is not lowercase hex.', commitment);
  }
  try {
    checkPools(published.pools);
  } catch (error) {
    return notDerivable(`${(error as Error).message}.`, commitment);
  }
  const numbersDerived = drawNumbers({
    seed,
    beacon,
    drawKey: published.drawKey,
    pools: published.pools,
  });
  return {
    commitmentMatches: commitment,
    numbersMatch: sameNumbers(numbersDerived, published.numbers),
    numbersDerived,
    problem: null,
  };
}
