/**
 * What works today, written from the registry (the unified API declarations
 * and the shipped connectors) so it cannot drift from the code: a summary per
 * unified API in the README, and a row per resource in docs/coverage.md.
 * `npm run docs:table` rewrites both between their marker comments, and
 * test/platform/readme-table.test.ts fails when either differs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CONNECTORS } from '../connectors/all.js';
import { supportedOperations, type ConnectorDefinition } from '../connectors/framework/define.js';
import type { Operation } from '../core/envelope.js';
import { UNIFIED_APIS } from '../unified/index.js';
import type { ResourceDeclaration, UnifiedApiDeclaration } from '../unified/define.js';

export const TABLE_START = '<!-- what-works-today: written by `npm run docs:table` from the registry; edit the code, not this table -->';
export const TABLE_END = '<!-- /what-works-today -->';
export const FIX_COMMAND = 'npm run docs:table';

/** The words a reader knows for the operations the code names all/one/add. */
const OPERATION_WORDS: Record<Operation, string> = { all: 'list', one: 'get', add: 'create', update: 'update', delete: 'delete' };

function operationWords(operations: readonly Operation[]): string {
  return operations.map((operation) => OPERATION_WORDS[operation]).join(', ');
}

/** `/issue-tracking/collections/:collection_id/tickets` as the API reference writes it. */
function displayPath(resource: ResourceDeclaration): string {
  return resource.path.replace(/:([a-z_]+)/g, '{$1}');
}

/** Connectors serving the resource; those without every operation of it say which they have. */
function connectorsOf(resource: ResourceDeclaration, connectors: readonly ConnectorDefinition[]): string {
  const names: string[] = [];
  for (const connector of connectors) {
    const binding = connector.resources.find((candidate) => candidate.declaration.key === resource.key);
    if (!binding) continue;
    const offered = supportedOperations(binding);
    names.push(offered.length === resource.operations.length ? connector.name : `${connector.name} (${operationWords(offered)})`);
  }
  return names.length > 0 ? names.join(', ') : 'none yet';
}

export function whatWorksTable(apis: readonly UnifiedApiDeclaration[] = UNIFIED_APIS, connectors: readonly ConnectorDefinition[] = CONNECTORS): string {
  const rows = ['| Unified API | Resource | Operations | Connectors (each with an emulator for sandbox keys) |', '|---|---|---|---|'];
  for (const api of apis) {
    for (const resource of api.resources) {
      const beta = resource.status === 'beta' ? ' (beta)' : '';
      rows.push(`| ${api.name} | ${resource.name}${beta} \`${displayPath(resource)}\` | ${operationWords(resource.operations)} | ${connectorsOf(resource, connectors)} |`);
    }
  }
  return rows.join('\n');
}

/** A row per unified API: its resources and the connectors serving it, each with how many of them. */
export function summaryTable(apis: readonly UnifiedApiDeclaration[] = UNIFIED_APIS, connectors: readonly ConnectorDefinition[] = CONNECTORS): string {
  const rows = ['| Unified API | Resources | Connectors (resources served; each with an emulator for sandbox keys) |', '|---|---|---|'];
  for (const api of apis) {
    const keys = new Set(api.resources.map((resource) => resource.key));
    const serving = connectors
      .map((connector) => ({ connector, served: connector.resources.filter((binding) => keys.has(binding.declaration.key)).length }))
      .filter(({ served }) => served > 0)
      .map(({ connector, served }) => `${connector.name} (${served})`);
    const prefix = api.resources.map((resource) => resource.path.split('/')[1]).find(Boolean);
    rows.push(`| ${api.name} \`/${prefix}\` | ${api.resources.length}: ${api.resources.map((resource) => resource.name).join(', ')} | ${serving.length > 0 ? serving.join(', ') : 'none yet'} |`);
  }
  return rows.join('\n');
}

/** The table between the markers, or undefined when the markers are missing. */
export function tableIn(readme: string): string | undefined {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) return undefined;
  return readme.slice(start + TABLE_START.length, end).trim();
}

export function withTable(readme: string, table: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md has no "${TABLE_START}" … "${TABLE_END}" markers to write the table between`);
  return `${readme.slice(0, start + TABLE_START.length)}\n${table}\n${readme.slice(end)}`;
}

/** The generated pages: the README's summary, and the table per resource. */
export const GENERATED_TABLES = [
  { file: 'README.md', table: () => summaryTable() },
  { file: 'docs/coverage.md', table: () => whatWorksTable() },
] as const;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // npm runs scripts in the package's root, where README.md is.
  for (const { file: name, table } of GENERATED_TABLES) {
    const file = path.resolve(name);
    const before = readFileSync(file, 'utf8');
    const after = withTable(before, table());
    if (after === before) console.log(`${name}: the table already matches the registry`);
    else {
      writeFileSync(file, after);
      console.log(`${name}: table rewritten from the registry`);
    }
  }
}
