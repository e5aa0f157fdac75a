/**
 * A syndicate ticket's prize split between its shareholders by shares, in whole cents and
 * without losing one: each holder gets the floor of its exact part, and the cents left over go
 * one each to the holders with the largest remainders (largest remainder method; on a tie, the
 * holder listed first).
 */

export interface Shareholding {
  holder: string;
  shares: number;
}

export interface SharePrize extends Shareholding {
  prizeCents: number;
}

export function splitByShares(prizeCents: number, holdings: readonly Shareholding[]): SharePrize[] {
  if (!Number.isSafeInteger(prizeCents) || prizeCents < 0) {
    throw new Error('A prize is a whole number of cents');
  }
  if (holdings.some((holding) => !Number.isSafeInteger(holding.shares) || holding.shares <= 0)) {
    throw new Error('Every holder holds a whole number of shares');
  }
  const totalShares = holdings.reduce((sum, holding) => sum + holding.shares, 0);
  if (totalShares === 0) return [];
  const total = BigInt(totalShares);
  const parts = holdings.map((holding, index) => {
    const exact = BigInt(prizeCents) * BigInt(holding.shares);
    return { index, cents: Number(exact / total), remainder: exact % total };
  });
  let leftover = prizeCents - parts.reduce((sum, part) => sum + part.cents, 0);
  const byRemainder = [...parts].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const part of byRemainder) {
    if (leftover === 0) break;
    part.cents += 1;
    leftover -= 1;
  }
  return holdings.map((holding, index) => ({ ...holding, prizeCents: parts[index]?.cents ?? 0 }));
}
