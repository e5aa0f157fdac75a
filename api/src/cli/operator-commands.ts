import { parseArgs } from 'node:util';
import { openDatabase } from '../database/connection';
import { DatabaseLockedError } from '../database/directory-lock';
import { migrateToLatest } from '../database/migrate';
import { ApiError } from '../http/envelope';
import { OperatorRepository } from '../modules/operators/repository';
import {
  type OperatorCredentials,
  OperatorService,
  operatorRoles,
  parseOperatorRoles,
} from '../modules/operators/service';
import { type DrawCommandEnvironment, drawCommandsUsage, runDrawCommand } from './draw-commands';
import { partnerLinkOf, partnerLinkUsage } from './partner-link-command';

export const opsUsage = `Usage: npm run ops -- <command> [options]

  add-operator --email <email> --roles <role,role,…> [--release-environments <env,env,…>]
      Creates an operator and prints a generated password and authenticator (TOTP) secret.
      --release-environments limits a release manager to those environments (default: all).
  list-operators
      Lists every operator with their roles.
  reset-operator --email <email>
      Gives the operator a new password and authenticator secret, ends their sessions and
      lifts a lockout.
${drawCommandsUsage}
${partnerLinkUsage}

Roles: ${operatorRoles.join(', ')}.
Database (operator commands): DATABASE_URL, default pglite://./.data/db (the server's default,
from the repository root). The embedded database can be opened by one process at a time: stop
the server first, or use a PostgreSQL DATABASE_URL.`;

function credentialsText(title: string, credentials: OperatorCredentials): string {
  return [
    title,
    `  email:       ${credentials.operator.email}`,
    `  roles:       ${credentials.operator.roles.join(', ')}`,
    ...(credentials.operator.releaseEnvironments
      ? [`  releases to: ${credentials.operator.releaseEnvironments.join(', ')} only`]
      : []),
    `  password:    ${credentials.password}`,
    `  TOTP secret: ${credentials.totpSecret}`,
    `  otpauth URL: ${credentials.otpauthUrl}`,
    'These are shown only now. Add the secret (or the otpauth URL as a QR code) to an',
    'authenticator app; sign in at <PUBLIC_URL>/ops/login.',
  ].join('\n');
}

function parsedArguments(args: readonly string[]) {
  return parseArgs({
    args: [...args],
    options: {
      email: { type: 'string' },
      roles: { type: 'string' },
      'release-environments': { type: 'string' },
      help: { type: 'boolean' },
    },
    allowPositionals: true,
  });
}

/** A comma-separated option as a list; null when absent. */
function listOf(value: string | undefined): string[] | null {
  if (value === undefined) return null;
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/**
 * Runs one operator command against the database of `databaseUrl`; returns the exit code
 * (0 done, 1 failed, 2 usage) and writes what a person reads to `write`.
 */
export async function runOpsCommand(
  args: readonly string[],
  options: {
    databaseUrl: string;
    write: (text: string) => void;
    now?: () => Date;
    /** How the draw commands reach the running shop. */
    shop?: Omit<DrawCommandEnvironment, 'write'>;
  },
): Promise<number> {
  const { write } = options;
  if (args[0] === 'draw' || args[0] === 'draws' || args[0] === 'buy-recurring') {
    if (!options.shop) {
      write(`${args[0]} needs the running shop's address.\n\n${opsUsage}`);
      return 2;
    }
    return runDrawCommand(args, { ...options.shop, write }, opsUsage);
  }
  let parsed: ReturnType<typeof parsedArguments>;
  try {
    parsed = parsedArguments(args);
  } catch (error) {
    write(`${error instanceof Error ? error.message : String(error)}\n\n${opsUsage}`);
    return 2;
  }
  const [command] = parsed.positionals;
  const { email, roles } = parsed.values;
  const known = ['add-operator', 'list-operators', 'reset-operator', 'partner-link'];
  if (parsed.values.help || command === undefined || !known.includes(command)) {
    write(opsUsage);
    return parsed.values.help ? 0 : 2;
  }
  if ((command === 'add-operator' || command === 'reset-operator') && !email) {
    write(`${command} needs --email.\n\n${opsUsage}`);
    return 2;
  }
  if (command === 'partner-link' && parsed.positionals.length < 4) {
    write(`partner-link needs a partner, a customer's email and an item.\n\n${opsUsage}`);
    return 2;
  }
  if (command === 'add-operator' && !roles) {
    write(`add-operator needs --roles (${operatorRoles.join(', ')}).\n\n${opsUsage}`);
    return 2;
  }

  let connection: Awaited<ReturnType<typeof openDatabase>>;
  try {
    connection = await openDatabase(options.databaseUrl);
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      write(
        `The database is in use by a running server: ${error.message}\n` +
          'Stop the server (Ctrl+C in its terminal), run this command, then start it again.',
      );
      return 1;
    }
    throw error;
  }
  try {
    await migrateToLatest(connection.database);
    if (command === 'partner-link') {
      const [, slug = '', customerEmail = '', ...items] = parsed.positionals;
      const link = await partnerLinkOf(connection.database, {
        slug,
        email: customerEmail,
        items,
        publicUrl: options.shop?.publicUrl ?? 'http://localhost:8080',
        now: (options.now ?? (() => new Date()))(),
      });
      write(`Partner link for ${customerEmail} (one use, within an hour):\n${link}`);
      return 0;
    }
    const service = new OperatorService(
      new OperatorRepository(connection.database),
      options.now ?? (() => new Date()),
    );
    if (command === 'list-operators') {
      const operators = await service.list();
      write(
        operators.length === 0
          ? 'No operators yet: the server creates the first one when it starts.'
          : operators
              .map(
                (operator) =>
                  `${operator.email}  ${operator.roles.join(', ')}` +
                  (operator.releaseEnvironments
                    ? `  (releases to ${operator.releaseEnvironments.join(', ')} only)`
                    : '') +
                  (operator.lockedUntil && operator.lockedUntil > new Date()
                    ? `  (locked until ${operator.lockedUntil.toISOString()})`
                    : ''),
              )
              .join('\n'),
      );
      return 0;
    }
    if (command === 'add-operator') {
      const created = await service.create({
        email: email ?? '',
        roles: parseOperatorRoles(roles ?? ''),
        releaseEnvironments: listOf(parsed.values['release-environments']),
      });
      write(credentialsText('Operator created.', created));
      return 0;
    }
    const reset = await service.reset(email ?? '');
    write(credentialsText('Operator reset; their sessions have ended.', reset));
    return 0;
  } catch (error) {
    if (error instanceof ApiError) {
      write(error.message);
      return 1;
    }
    throw error;
  } finally {
    await connection.close();
  }
}
