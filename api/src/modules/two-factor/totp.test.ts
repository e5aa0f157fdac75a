import { matchingTimeStep, otpauthUrl, totpCodeAt } from './totp';

// RFC 6238 appendix B, SHA-1 seed "12345678901234567890" (base32 below); 6-digit codes are the
// last six digits of the published 8-digit values.
const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const vectors: Array<[number, string]> = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
  [20000000000, '353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(vectors)('at %i s the code is %s', (seconds, code) => {
    expect(totpCodeAt(rfcSecret, new Date(seconds * 1000))).toBe(code);
  });

  it('accepts the code of the previous and next step, and no further', () => {
    const at = new Date(1234567890 * 1000);
    const step = Math.floor(1234567890 / 30);
    expect(matchingTimeStep(rfcSecret, totpCodeAt(rfcSecret, at), at)).toBe(step);
    expect(
      matchingTimeStep(rfcSecret, totpCodeAt(rfcSecret, new Date(at.getTime() - 30_000)), at),
    ).toBe(step - 1);
    expect(
      matchingTimeStep(rfcSecret, totpCodeAt(rfcSecret, new Date(at.getTime() + 30_000)), at),
    ).toBe(step + 1);
    expect(
      matchingTimeStep(rfcSecret, totpCodeAt(rfcSecret, new Date(at.getTime() - 90_000)), at),
    ).toBeNull();
  });

  it('names the shop and the account in the otpauth URL', () => {
    const url = otpauthUrl(rfcSecret, 'demo@lottoshop.test');
    expect(url).toMatch(/^otpauth:\/\/totp\/Lotto%20Shop:demo%40lottoshop\.test\?/);
    expect(url).toContain(`secret=${rfcSecret}`);
    expect(url).toContain('digits=6');
  });
});
