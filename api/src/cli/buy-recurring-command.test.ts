import { type DrawCommandEnvironment } from './draw-commands';
import { runOpsCommand } from './operator-commands';

async function ops(args: string[], fetch: DrawCommandEnvironment['fetch']) {
  const lines: string[] = [];
  const code = await runOpsCommand(args, {
    databaseUrl: 'pglite://memory',
    write: (text) => lines.push(text),
    shop: {
      publicUrl: 'http://localhost:8080',
      credentials: { OPS_SESSION_TOKEN: 'token-1' },
      fetch,
    },
  });
  return { code, output: lines.join('\n') };
}

describe('npm run ops -- buy-recurring (against a fake shop)', () => {
  it("asks the shop to buy the draw's recurring purchases and prints the counts", async () => {
    const calls: Array<{ url: string; method: string; body: unknown }> = [];
    const fetch: DrawCommandEnvironment['fetch'] = (url, init) => {
      calls.push({ url, method: init.method, body: JSON.parse(init.body ?? 'null') as unknown });
      const result = { draw_no: 3990, purchased: 2, skipped: 1, failed: 0 };
      return Promise.resolve(
        new Response(JSON.stringify({ result }), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    };

    const result = await ops(['buy-recurring', 'saturday_lotto', '--draw', '3990'], fetch);

    expect(result.code).toBe(0);
    expect(calls).toEqual([
      {
        url: 'http://localhost:8080/ops/draws/buy-recurring',
        method: 'POST',
        body: { offer_key: 'saturday_lotto', draw_no: 3990 },
      },
    ]);
    expect(result.output).toBe('saturday_lotto draw 3990: 2 bought, 1 skipped, 0 failed.');
  });

  it('prints the usage without an offer', async () => {
    const result = await ops(['buy-recurring'], () => Promise.reject(new Error('not called')));

    expect(result.code).toBe(2);
    expect(result.output).toContain('buy-recurring <offerKey> [--draw <drawNo>]');
  });
});
