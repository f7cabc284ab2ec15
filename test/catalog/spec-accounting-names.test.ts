/**
 * SPEC.md's "Accounting additions" name fields and filters without
 * underscores (`startdate`, `totaldebit`, `filter[customerid]`...). SPEC.md
 * wins over the reference's snake case, so the declarations that drive the
 * routes, validation, OpenAPI documents and the SDK must spell each name as
 * SPEC.md does: read from ../shared/SPEC.md beside the repository (skipped
 * with a note when it is absent), never copied here.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fiscalPeriods } from '../../src/unified/accounting/fiscal-periods.js';
import { journalEntries } from '../../src/unified/accounting/journal-entries.js';
import { salesOrders } from '../../src/unified/accounting/sales-orders.js';
import { trialBalance } from '../../src/unified/accounting/trial-balance.js';
import type { ResourceDeclaration } from '../../src/unified/define.js';

type Json = Record<string, any>;

const SPEC = path.resolve(fileURLToPath(new URL('../../', import.meta.url)), '..', 'shared', 'SPEC.md');
const spec = (() => {
  try {
    return statSync(SPEC).isFile() ? readFileSync(SPEC, 'utf8') : undefined;
  } catch {
    return undefined;
  }
})();
if (!spec) console.warn(`SPEC.md name checks skipped: no ${SPEC}`);

/** The bullet of the "Accounting additions" that starts with `title`. */
function bullet(title: string): string {
  const additions = spec!.split('### Accounting additions')[1]!.split('\n## ')[0]!;
  const found = additions.split('\n').find((line) => line.startsWith(`- ${title}`));
  if (!found) throw new Error(`SPEC.md's Accounting additions have no "${title}" bullet`);
  return found;
}

/** Every property name of a schema, nested objects and array items included. */
function propertyNames(schema: Json, into = new Set<string>()): Set<string> {
  for (const [name, member] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
    into.add(name);
    propertyNames(member, into);
    if (member.items) propertyNames(member.items as Json, into);
    for (const option of (member.anyOf ?? []) as Json[]) propertyNames(option, into);
  }
  return into;
}

const RESOURCES: ReadonlyArray<[string, ResourceDeclaration]> = [
  ['Fiscal Period', fiscalPeriods as unknown as ResourceDeclaration],
  ['Trial Balance', trialBalance as unknown as ResourceDeclaration],
  ['Sales Order', salesOrders as unknown as ResourceDeclaration],
  ['Journal Entry', journalEntries as unknown as ResourceDeclaration],
];

describe.skipIf(!spec)('SPEC.md\'s accounting additions are served with its spelling', () => {
  it.each(RESOURCES)('%s: every filter[...] SPEC.md names is declared as spelled', (title, resource) => {
    const named = [...bullet(title).matchAll(/filter\[(\w+)\]/g)].map((match) => match[1]!);
    const declared = [...Object.keys(resource.filters), ...Object.keys(resource.oneFilters)];
    for (const name of named) expect(declared, `filter[${name}]`).toContain(name);
  });

  it.each(RESOURCES)('%s: no field is served under a snake-case variant of a name SPEC.md spells', (title, resource) => {
    // Filter names are checked above; a field of the same words (journal entries' source_id) is not named by them.
    const words = new Set(bullet(title).replace(/filter\[\w+\]/g, '').match(/[a-z][a-z0-9_]*/g) ?? []);
    const fields = propertyNames(resource.model as unknown as Json);
    const respelled = [...fields].filter((field) => field.includes('_') && words.has(field.replace(/_/g, '')));
    expect(respelled, `fields SPEC.md spells without underscores`).toEqual([]);
    // And the names SPEC.md spells with several words are fields as they stand.
    const compound = [...words].filter((word) => [...fields].some((field) => field !== word && field.replace(/_/g, '') === word));
    expect(compound).toEqual([]);
  });

  it('finds the names the issue lists in SPEC.md, so the checks above are not vacuous', () => {
    const fields = (resource: ResourceDeclaration) => propertyNames(resource.model as unknown as Json);
    const spelled = (title: string, resource: ResourceDeclaration) => [...(bullet(title).match(/[a-z][a-z0-9]*/g) ?? [])].filter((word) => fields(resource).has(word) && /[a-z]{2,}(date|year|number|through|type|id|debit|credit|amount|memo|items|method|tax|total|mappings)$/.test(word));
    expect(spelled('Fiscal Period', fiscalPeriods as unknown as ResourceDeclaration)).toEqual(expect.arrayContaining(['startdate', 'enddate', 'fiscalyear', 'periodnumber', 'lockedthrough']));
    expect(spelled('Trial Balance', trialBalance as unknown as ResourceDeclaration)).toEqual(expect.arrayContaining(['linetype', 'accountid', 'totaldebit', 'totalcredit']));
    expect(spelled('Sales Order', salesOrders as unknown as ResourceDeclaration)).toEqual(expect.arrayContaining(['ordertype', 'ponumber', 'orderdate', 'deliverydate', 'unbilledamount', 'customermemo', 'invoiceid', 'quoteid', 'lineitems']));
  });
});
