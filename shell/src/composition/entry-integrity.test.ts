import { entryIntegrityPlugin } from './entry-integrity';

const sameOriginEntry = 'http://localhost:8080/remotes/mfe-catalog/0.1.0-a/remoteEntry.js';
const otherOriginEntry = 'https://cdn.example.com/remotes/mfe-catalog/0.1.0-a/remoteEntry.js';

function scriptFor(url: string) {
  const plugin = entryIntegrityPlugin(
    new Map([
      [sameOriginEntry, 'sha384-same'],
      [otherOriginEntry, 'sha384-other'],
    ]),
    'http://localhost:8080',
  );
  return plugin.createScript?.({ url, attrs: {} });
}

describe('entryIntegrityPlugin', () => {
  it("gives a remote entry's script tag its Subresource Integrity", () => {
    const script = scriptFor(sameOriginEntry) as HTMLScriptElement;
    expect(script).toBeInstanceOf(HTMLScriptElement);
    expect(script.getAttribute('src')).toBe(sameOriginEntry);
    expect(script.getAttribute('integrity')).toBe('sha384-same');
    expect(script.hasAttribute('crossorigin')).toBe(false);
  });

  it('asks for a CORS load of a cross-origin entry, so the browser checks its integrity', () => {
    const script = scriptFor(otherOriginEntry) as HTMLScriptElement;
    expect(script.getAttribute('integrity')).toBe('sha384-other');
    expect(script.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('leaves scripts it has no integrity for to the runtime', () => {
    expect(scriptFor('http://localhost:8080/chunk.js')).toBeUndefined();
  });
});
