import { createHmac } from 'node:crypto';
import { readPreview, signPreview, type Preview } from './preview-cookie';

const secret = 'preview-test-secret';
const now = new Date('2026-11-26T22:00:00.000Z');
const preview: Preview = {
  environment: 'staging',
  operator: 'ops@example.test',
  overrides: { 'mfe-catalog': '0.2.0-abc' },
  expiresAt: new Date('2026-11-26T23:00:00.000Z'),
};

/** A correctly signed value around any payload text. */
function signedRaw(text: string): string {
  const payload = Buffer.from(text).toString('base64url');
  return `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
}

describe('preview cookie', () => {
  it('reads back what it signed', () => {
    expect(readPreview(signPreview(preview, secret), secret, now)).toEqual(preview);
  });

  it('refuses a value whose payload or signature was altered', () => {
    const [payload, signature] = signPreview(preview, secret).split('.') as [string, string];
    const forged = Buffer.from(
      JSON.stringify({ ...preview, overrides: { 'mfe-catalog': '9.9.9' } }),
    ).toString('base64url');
    expect(readPreview(`${forged}.${signature}`, secret, now)).toBeNull();
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(readPreview(`${payload}.${flipped}`, secret, now)).toBeNull();
    expect(readPreview(`${payload}.${signature}.extra`, secret, now)).toBeNull();
  });

  it('refuses an expired preview', () => {
    const value = signPreview(preview, secret);
    expect(readPreview(value, secret, preview.expiresAt)).toBeNull();
    expect(readPreview(value, secret, new Date('2026-11-27T00:00:00.000Z'))).toBeNull();
  });

  it('refuses a value signed with another secret', () => {
    expect(readPreview(signPreview(preview, 'another-secret'), secret, now)).toBeNull();
  });

  it('refuses garbage and absence', () => {
    for (const value of [undefined, '', '.', 'abc', 'abc.def', '%%%.***', 'a.b.c']) {
      expect(readPreview(value, secret, now)).toBeNull();
    }
    expect(readPreview(signedRaw('not json'), secret, now)).toBeNull();
  });

  it('refuses a well-signed payload of the wrong shape', () => {
    expect(
      readPreview(signedRaw(JSON.stringify({ environment: 'local' })), secret, now),
    ).toBeNull();
    const badDate = { ...preview, expiresAt: 'tomorrow' };
    expect(readPreview(signedRaw(JSON.stringify(badDate)), secret, now)).toBeNull();
    expect(readPreview(signedRaw('null'), secret, now)).toBeNull();
  });
});
