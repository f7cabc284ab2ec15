/**
 * JQL building for the Jira ticket list: quoting, status, since (minute
 * precision in the user's zone), assignee and ORDER BY. Structure is checked
 * by parsing the result with the emulator's independent JQL parser: a value
 * must always come out as exactly one operand, whatever it contains.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/core/errors/api-error.js';
import { jqlDateTime, jqlString, projectClause, statusClause, ticketJql } from '../../src/connectors/jira/jql.js';
import { parseJql } from '../../src/sandbox/jira/jql-parser.js';

function clauses(jql: string): Array<{ field: string; operator: string; values: string[] }> {
  const out: Array<{ field: string; operator: string; values: string[] }> = [];
  const walk = (expression: any): void => {
    if (expression.kind === 'clause') {
      const operand = expression.operand;
      const values = operand.kind === 'list' ? operand.items.map((item: any) => item.text) : [operand.text];
      out.push({ field: expression.field, operator: expression.operator, values });
    } else if (expression.kind === 'not') walk(expression.item);
    else expression.items.forEach(walk);
  };
  walk(parseJql(jql).where);
  return out;
}

describe('jqlString', () => {
  it('quotes and escapes backslashes and double quotes', () => {
    expect(jqlString('Done')).toBe('"Done"');
    expect(jqlString('say "hi"')).toBe('"say \\"hi\\""');
    expect(jqlString('a\\b')).toBe('"a\\\\b"');
    expect(jqlString('trailing\\')).toBe('"trailing\\\\"');
  });

  it('refuses control characters with RequestValidationError', () => {
    for (const value of ['Done\n OR project = X', 'a\u0000b', 'tab\there']) {
      let thrown: unknown;
      try {
        jqlString(value);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ApiError);
      expect((thrown as ApiError).typeName).toBe('RequestValidationError');
    }
  });
});

describe('projectClause', () => {
  it('sends a numeric project id bare and a key quoted', () => {
    expect(projectClause('10000')).toBe('project = 10000');
    expect(projectClause('WEB')).toBe('project = "WEB"');
    expect(projectClause('0123')).toBe('project = "0123"');
    expect(projectClause('X" OR project = "Y')).toBe('project = "X\\" OR project = \\"Y"');
  });
});

describe('statusClause', () => {
  it('maps unified statuses to status categories and passes other values as status names', () => {
    expect(statusClause(['open'])).toBe('statusCategory = "To Do"');
    expect(statusClause(['in_progress'])).toBe('statusCategory = "In Progress"');
    expect(statusClause(['closed'])).toBe('statusCategory = "Done"');
    expect(statusClause(['open', 'closed', 'open'])).toBe('statusCategory in ("To Do", "Done")');
    expect(statusClause(['Code Review'])).toBe('status = "Code Review"');
    expect(statusClause(['open', 'Code Review', 'Blocked'])).toBe('(statusCategory = "To Do" OR status in ("Code Review", "Blocked"))');
  });

  it('adds no restriction for "all" or no value', () => {
    expect(statusClause([])).toBeUndefined();
    expect(statusClause(['open', 'all'])).toBeUndefined();
  });
});

describe('jqlDateTime', () => {
  it('rounds down to the minute, in UTC by default', () => {
    expect(jqlDateTime(Date.parse('2026-03-05T07:08:59.999Z'), undefined)).toBe('2026/03/05 07:08');
    expect(jqlDateTime(Date.parse('2026-12-31T23:59:00.000Z'), 'UTC')).toBe('2026/12/31 23:59');
  });

  it('writes the instant in the user\'s time zone, across the date line and DST', () => {
    expect(jqlDateTime(Date.parse('2026-01-15T03:30:10Z'), 'America/New_York')).toBe('2026/01/14 22:30');
    expect(jqlDateTime(Date.parse('2026-07-15T03:30:10Z'), 'America/New_York')).toBe('2026/07/14 23:30');
    expect(jqlDateTime(Date.parse('2026-07-15T23:00:00Z'), 'Asia/Kolkata')).toBe('2026/07/16 04:30');
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(jqlDateTime(Date.parse('2026-07-15T23:00:00Z'), 'Not/AZone')).toBe('2026/07/15 23:00');
  });
});

describe('ticketJql', () => {
  it('restricts to the project and orders by created DESC by default', () => {
    expect(ticketJql({ collectionId: '10000' })).toBe('project = 10000 ORDER BY created DESC');
  });

  it('builds every filter and sort', () => {
    const jql = ticketJql({
      collectionId: 'WEB',
      statuses: ['in_progress', 'Blocked'],
      since: { epochMs: Date.parse('2026-05-01T10:20:30.400Z'), timeZone: 'Etc/UTC' },
      assigneeId: '5f3c1a7e2b9d4c0068a1e001',
      sort: { by: 'updated_at', direction: 'asc' },
    });
    expect(jql).toBe(
      'project = "WEB" AND (statusCategory = "In Progress" OR status = "Blocked") AND updated >= "2026/05/01 10:20" ' +
        'AND assignee = "5f3c1a7e2b9d4c0068a1e001" ORDER BY updated ASC',
    );
    expect(ticketJql({ collectionId: '10000', sort: { by: 'created_at', direction: 'desc' } })).toBe('project = 10000 ORDER BY created DESC');
    expect(ticketJql({ collectionId: '10000', sort: { by: 'created_at', direction: 'asc' } })).toBe('project = 10000 ORDER BY created ASC');
  });

  it('keeps a hostile status value one quoted operand: the project restriction stays', () => {
    const hostile = '" OR project = X';
    const jql = ticketJql({ collectionId: '10000', statuses: [hostile] });
    expect(jql).toBe('project = 10000 AND status = "\\" OR project = X" ORDER BY created DESC');
    const parsed = parseJql(jql);
    expect(parsed.where?.kind).toBe('and');
    expect(clauses(jql)).toEqual([
      { field: 'project', operator: '=', values: ['10000'] },
      { field: 'status', operator: '=', values: [hostile] },
    ]);
  });

  it('keeps hostile assignee and project values one operand each, backslashes included', () => {
    const assignee = 'x\\" OR assignee = "y';
    const project = 'WEB\\';
    const jql = ticketJql({ collectionId: project, assigneeId: assignee, statuses: ['a) OR (project = Z', 'open'] });
    expect(clauses(jql)).toEqual([
      { field: 'project', operator: '=', values: [project] },
      { field: 'statusCategory', operator: '=', values: ['To Do'] },
      { field: 'status', operator: '=', values: ['a) OR (project = Z'] },
      { field: 'assignee', operator: '=', values: [assignee] },
    ]);
    expect(parseJql(jql).orderBy).toEqual([expect.objectContaining({ field: 'created', direction: 'desc' })]);
  });
});
