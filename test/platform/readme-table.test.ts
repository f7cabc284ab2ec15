import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIX_COMMAND, GENERATED_TABLES, TABLE_END, TABLE_START, summaryTable, tableIn, whatWorksTable, withTable } from '../../src/build/readme-table.js';
import { CONNECTORS } from '../../src/connectors/all.js';
import { UNIFIED_APIS } from '../../src/unified/index.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe("the what-works-today tables (README.md's summary, docs/coverage.md's rows)", () => {
  it.each(GENERATED_TABLES.map((page) => [page.file, page]))('%s holds the table the registry produces', (_name, page) => {
    const table = tableIn(readFileSync(path.join(ROOT, page.file), 'utf8'));
    expect(table, `${page.file} lost its table markers; put back ${TABLE_START} and ${TABLE_END}, then run \`${FIX_COMMAND}\``).toBeDefined();
    expect(table, `${page.file}'s table differs from the registry: run \`${FIX_COMMAND}\` and commit the result`).toBe(page.table());
  });

  it('sums up each unified API in the README: its resources and every connector serving it, with how many', () => {
    const table = summaryTable();
    expect(table.split('\n').slice(2)).toHaveLength(UNIFIED_APIS.length);
    for (const connector of CONNECTORS) expect(table).toContain(`${connector.name} (`);
    expect(summaryTable(UNIFIED_APIS.filter((api) => api.id === 'sms'), [])).toContain('| SMS API `/sms` | 1: Messages | none yet |');
  });

  it('has a row per resource of every unified API and names every shipped connector', () => {
    const table = whatWorksTable();
    const rows = table.split('\n').slice(2);
    expect(rows).toHaveLength(UNIFIED_APIS.flatMap((api) => api.resources).length);
    for (const connector of CONNECTORS) expect(table).toContain(connector.name);
  });

  it('says which operations a connector has when it lacks some, and when a resource has no connector', () => {
    const twilio = CONNECTORS.find((connector) => connector.id === 'twilio')!;
    const createOnly = {
      ...twilio,
      name: 'Send-only',
      resources: twilio.resources.map((binding) => ({ ...binding, implementation: { ...binding.implementation, list: undefined, one: undefined, update: undefined, delete: undefined } })),
    };
    const sms = UNIFIED_APIS.filter((api) => api.id === 'sms');
    expect(whatWorksTable(sms, [twilio, createOnly])).toContain('| SMS API | Messages `/sms/messages` | list, get, create, update, delete | Twilio, Send-only (create) |');
    expect(whatWorksTable(sms, [])).toContain('| none yet |');
    const nested = whatWorksTable(UNIFIED_APIS.filter((api) => api.id === 'issue-tracking'), []);
    expect(nested).toContain('`/issue-tracking/collections/{collection_id}/tickets/{ticket_id}/comments`');
  });

  it('is written between the markers, leaving the rest of the page alone', () => {
    const page = `before\n${TABLE_START}\nold table\n${TABLE_END}\nafter\n`;
    expect(withTable(page, '| new |')).toBe(`before\n${TABLE_START}\n| new |\n${TABLE_END}\nafter\n`);
    expect(() => withTable('no markers', '| new |')).toThrow(/markers/);
  });
});
