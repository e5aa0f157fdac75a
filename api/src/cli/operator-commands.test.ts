import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lockPathOf } from '../database/directory-lock';
import { runOpsCommand } from './operator-commands';

let directory: string;
let databaseUrl: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'shop-ops-cli-test-'));
  databaseUrl = `pglite://${path.join(directory, 'db')}`;
});

afterAll(() => rm(directory, { recursive: true, force: true }));

async function ops(...args: string[]): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const code = await runOpsCommand(args, { databaseUrl, write: (text) => lines.push(text) });
  return { code, output: lines.join('\n') };
}

describe('npm run ops', () => {
  it('adds, lists and resets operators, printing generated credentials once', async () => {
    const added = await ops(
      'add-operator',
      '--email',
      'Rel@Shop.Example',
      '--roles',
      'release_manager,support',
    );
    const again = await ops('add-operator', '--email', 'rel@shop.example', '--roles', 'support');
    const staging = await ops(
      'add-operator',
      '--email',
      'staging@shop.example',
      '--roles',
      'release_manager',
      '--release-environments',
      'local, staging',
    );
    const listed = await ops('list-operators');
    const reset = await ops('reset-operator', '--email', 'rel@shop.example');

    expect(added.code).toBe(0);
    expect(added.output).toMatch(/email: +rel@shop\.example/);
    expect(added.output).toMatch(/password: +\S{16,}/);
    expect(added.output).toMatch(/TOTP secret: +[A-Z2-7]{32}/);
    expect(added.output).toContain('otpauth://totp/');
    expect(again.code).toBe(1);
    expect(again.output).toContain('already an operator');
    expect(staging.output).toMatch(/releases to: local, staging only/);
    expect(listed.output).toBe(
      'rel@shop.example  release_manager, support\n' +
        'staging@shop.example  release_manager  (releases to local, staging only)',
    );
    expect(reset.code).toBe(0);
    const password = (output: string) => /password: +(\S+)/.exec(output)?.[1];
    expect(password(reset.output)).not.toBe(password(added.output));
  });

  it('explains its usage, unknown roles and unknown operators', async () => {
    const usage = await ops();
    const badRole = await ops('add-operator', '--email', 'x@shop.example', '--roles', 'admin');
    const missing = await ops('reset-operator', '--email', 'nobody@shop.example');

    expect(usage.code).toBe(2);
    expect(usage.output).toContain('add-operator --email <email> --roles');
    expect(badRole.code).toBe(1);
    expect(badRole.output).toContain('not admin');
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('no operator nobody@shop.example');
  });

  it('says so clearly when a running server holds the embedded database', async () => {
    await writeFile(lockPathOf(path.join(directory, 'db')), `${process.ppid}\n`);
    try {
      const locked = await ops('list-operators');

      expect(locked.code).toBe(1);
      expect(locked.output).toContain('in use by a running server');
      expect(locked.output).toContain('Stop the server');
    } finally {
      await rm(lockPathOf(path.join(directory, 'db')), { force: true });
    }
  });
});
