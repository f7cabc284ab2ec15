import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIX_COMMAND, TABLE_END, TABLE_START, tableIn, whatWorksTable, withTable } from '../../src/build/readme-table.js';
import { CONNECTORS } from '../../src/connectors/index.js';
import { UNIFIED_APIS } from '../../src/unified/index.js';

const README = path.resolve(import.meta.dirname, '../../README.md');

describe("README's what-works-today table", () => {
  it('is the table the registry produces', () => {
    const table = tableIn(readFileSync(README, 'utf8'));
    expect(table, `README.md lost its table markers; put back ${TABLE_START} and ${TABLE_END}, then run \`${FIX_COMMAND}\``).toBeDefined();
    expect(table, `README.md's table differs from the registry: run \`${FIX_COMMAND}\` and commit the result`).toBe(whatWorksTable());
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
