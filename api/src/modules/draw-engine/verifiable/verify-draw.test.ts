import { commitmentOf, drawAlgorithmVersion, newDrawSeed } from './commitment';
import { type DrawPool, drawNumbers } from './number-derivation';
import { freezeTicketLines } from './ticket-merkle';
import {
  type PublishedDraw,
  publishedDrawOfJson,
  verifyDraw,
  wireOfPublishedDraw,
} from './verify-draw';

const pools: DrawPool[] = [
  { name: 'Numbers', kind: 'barrel', minimum: 1, maximum: 47, pick: 7 },
  { name: 'Supplementary', kind: 'continued', barrel: 'Numbers', pick: 3 },
  { name: 'Powerball', kind: 'barrel', minimum: 1, maximum: 20, pick: 1 },
];

/** A draw as the engine will publish it: commit, freeze, draw with a beacon, reveal. */
function publishedDraw(): PublishedDraw {
  const seed = newDrawSeed();
  const beaconValue = Buffer.alloc(32, 0x5a);
  const ticketsRoot = freezeTicketLines([
    { ticketId: 'ticket-1', lineIndex: 0, numbers: { main: [1, 2, 3, 4, 5, 6, 7] } },
  ]).root;
  return {
    algorithmVersion: drawAlgorithmVersion,
    commitment: commitmentOf(seed, drawAlgorithmVersion),
    seed: seed.toString('hex'),
    beacon: { key: 'drand:test', round: 42, value: beaconValue.toString('hex') },
    drawKey: 'powerball:1500',
    pools,
    numbers: drawNumbers({ seed, beacon: beaconValue, drawKey: 'powerball:1500', pools }),
    ticketsRoot,
  };
}

describe('verifyDraw', () => {
  it('confirms an honest draw, and gives the numbers it derived', () => {
    const published = publishedDraw();

    expect(verifyDraw(published)).toEqual({
      commitmentMatches: true,
      numbersMatch: true,
      numbersDerived: published.numbers,
      problem: null,
    });
  });

  it('detects a revealed seed that is not the committed one, even with numbers to suit it', () => {
    const published = publishedDraw();
    const other = publishedDraw();

    const verification = verifyDraw({ ...published, seed: other.seed, numbers: other.numbers });

    expect(verification.commitmentMatches).toBe(false);
    expect(verification.numbersMatch).toBe(true);
    expect(verifyDraw({ ...published, seed: other.seed }).numbersMatch).toBe(false);
  });

  it('detects numbers that the published data does not give', () => {
    const published = publishedDraw();
    const [main, ...rest] = published.numbers;
    const swapped = { name: 'Numbers', numbers: [...(main?.numbers ?? [])].reverse() };

    expect(verifyDraw({ ...published, numbers: [swapped, ...rest] }).numbersMatch).toBe(false);
    expect(verifyDraw({ ...published, drawKey: 'powerball:1501' }).numbersMatch).toBe(false);
    expect(verifyDraw({ ...published, beacon: null }).numbersMatch).toBe(false);
    expect(verifyDraw({ ...published, numbers: published.numbers.slice(0, 2) }).numbersMatch).toBe(
      false,
    );
  });

  it('says why a draw cannot be re-derived', () => {
    const published = publishedDraw();

    expect(verifyDraw({ ...published, seed: 'abc' })).toMatchObject({
      commitmentMatches: false,
      problem: 'The seed is not 32 bytes of lowercase hex.',
    });
    expect(verifyDraw({ ...published, algorithmVersion: 'other-v9' })).toMatchObject({
      commitmentMatches: false,
      numbersMatch: false,
      problem: 'Unknown algorithm version other-v9.',
    });
    const oddBeacon = { key: 'drand:test', round: 1, value: 'abc' };
    expect(verifyDraw({ ...published, beacon: oddBeacon }).problem).toBe(
      'The beacon value is not lowercase hex.',
    );
    const tooMany: DrawPool[] = [
      { name: 'Numbers', kind: 'barrel', minimum: 1, maximum: 5, pick: 7 },
    ];
    expect(verifyDraw({ ...published, pools: tooMany })).toMatchObject({
      commitmentMatches: true,
      numbersMatch: false,
      problem: 'Pool Numbers cannot pick 7 of 5 balls.',
    });
  });
});

describe('the published record on the wire', () => {
  it('reads back what it wrote, bare or in the envelope, and refuses anything else', () => {
    const published = publishedDraw();
    const wire = JSON.parse(JSON.stringify(wireOfPublishedDraw(published))) as unknown;

    expect(publishedDrawOfJson(wire)).toEqual(published);
    expect(publishedDrawOfJson({ result: wire, messages: [] })).toEqual(published);
    expect(publishedDrawOfJson({ ...(wire as object), seed: 'ABC' })).toBeNull();
    expect(publishedDrawOfJson({ result: null })).toBeNull();
    expect(publishedDrawOfJson('text')).toBeNull();
  });
});
