import { type DrawVerificationView } from 'shared-kernel/contract/draws';
import {
  bytesOfHex,
  checkPools,
  commitmentMatches,
  drawAlgorithmVersion,
  type DrawnSet,
  drawNumbers,
} from './draw-derivation';

/** What the browser's check of a published draw found. */
export interface DrawCheck {
  commitmentMatches: boolean;
  numbersMatch: boolean;
  /** The numbers re-derived from the published data; null when they cannot be derived. */
  numbersDerived: DrawnSet[] | null;
  /** Why the numbers cannot be derived; null when they can. */
  problem: string | null;
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

function notDerivable(problem: string, commitment: boolean): DrawCheck {
  return { commitmentMatches: commitment, numbersMatch: false, numbersDerived: null, problem };
}

/** Re-derives the draw from its published record and compares it with what was published. */
export async function verifyPublishedDraw(published: DrawVerificationView): Promise<DrawCheck> {
  const seed = bytesOfHex(published.seed, 32);
  if (seed === null) return notDerivable('The seed is not 32 bytes of lowercase hex.', false);
  const commitment = await commitmentMatches(
    seed,
    published.algorithmVersion,
    published.commitment,
  );
  if (published.algorithmVersion !== drawAlgorithmVersion) {
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
  const numbersDerived = await drawNumbers({
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
