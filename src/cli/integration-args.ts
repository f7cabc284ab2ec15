/**
 * `svc integrations set` options as an integration patch. The client secret
 * is never taken as an argument (it would land in shell history and in `ps`):
 * it is read from a file or from standard input.
 */
import { readFileSync } from 'node:fs';
import { text } from 'node:stream/consumers';
import type { IntegrationPatch } from '../vault/integrations.js';

export class UsageError extends Error {}

export const INTEGRATION_OPTIONS = {
  service: { type: 'string' },
  enable: { type: 'boolean' },
  disable: { type: 'boolean' },
  'client-id': { type: 'string' },
  'client-secret-file': { type: 'string' },
  'client-secret-stdin': { type: 'boolean' },
  'redirect-uri': { type: 'string', multiple: true },
  scope: { type: 'string', multiple: true },
  'clear-client': { type: 'boolean' },
  'clear-redirect-uris': { type: 'boolean' },
  'default-scopes': { type: 'boolean' },
} as const;

export interface IntegrationArgs {
  enable?: boolean | undefined;
  disable?: boolean | undefined;
  'client-id'?: string | undefined;
  'client-secret-file'?: string | undefined;
  'client-secret-stdin'?: boolean | undefined;
  'redirect-uri'?: string[] | undefined;
  scope?: string[] | undefined;
  'clear-client'?: boolean | undefined;
  'clear-redirect-uris'?: boolean | undefined;
  'default-scopes'?: boolean | undefined;
}

/** Refuses a secret given as an argument before anything else reads the arguments (the value is not repeated). */
export function refuseSecretArgument(argv: readonly string[]): void {
  if (argv.some((arg) => arg === '--client-secret' || arg.startsWith('--client-secret='))) {
    throw new UsageError(
      '--client-secret is not accepted: a secret on the command line lands in shell history and `ps`; use --client-secret-file <path> or --client-secret-stdin',
    );
  }
}

function exclusive(args: IntegrationArgs, ...flags: Array<keyof IntegrationArgs>): void {
  const given = flags.filter((flag) => args[flag] !== undefined && args[flag] !== false);
  if (given.length > 1) throw new UsageError(`${given.map((flag) => `--${flag}`).join(' and ')} cannot be combined`);
}

/** The secret without the line break a file or a pipe usually ends with. */
async function readSecret(args: IntegrationArgs): Promise<string | undefined> {
  const file = args['client-secret-file'];
  if (file !== undefined) {
    try {
      return readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      throw new UsageError(`--client-secret-file: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }
  if (!args['client-secret-stdin']) return undefined;
  if (process.stdin.isTTY) process.stderr.write('Client secret (end with Ctrl-D): ');
  return (await text(process.stdin)).replace(/\r?\n$/, '');
}

export async function integrationPatch(args: IntegrationArgs): Promise<IntegrationPatch> {
  exclusive(args, 'enable', 'disable');
  exclusive(args, 'client-secret-file', 'client-secret-stdin');
  exclusive(args, 'clear-client', 'client-id');
  exclusive(args, 'clear-client', 'client-secret-file', 'client-secret-stdin');
  exclusive(args, 'clear-redirect-uris', 'redirect-uri');
  exclusive(args, 'default-scopes', 'scope');

  const patch: IntegrationPatch = {};
  if (args.enable || args.disable) patch.enabled = Boolean(args.enable);
  if (args['clear-client']) {
    patch.oauth_client_id = null;
    patch.oauth_client_secret = null;
  }
  if (args['client-id'] !== undefined) patch.oauth_client_id = args['client-id'];
  const secret = await readSecret(args);
  if (secret !== undefined) patch.oauth_client_secret = secret;
  if (args['clear-redirect-uris']) patch.redirect_uris = null;
  if (args['redirect-uri']) patch.redirect_uris = args['redirect-uri'];
  if (args['default-scopes']) patch.oauth_scopes = null;
  if (args.scope) patch.oauth_scopes = args.scope;
  if (Object.keys(patch).length === 0) {
    throw new UsageError('nothing to set: give --enable, --disable, --client-id, a client secret, --redirect-uri or --scope');
  }
  return patch;
}
