/**
 * Jira ↔ unified mapping: issues to tickets, ticket bodies to issue fields,
 * projects to collections, the status transition choice and Jira's error
 * bodies.
 */
import { describe, expect, it } from 'vitest';
import { jiraErrorMessage } from '../../src/connectors/jira/errors.js';
import { namesProject, projectFields } from '../../src/connectors/jira/project-fields.js';
import { createBody, ticketFields, toUnifiedPriority, toUnifiedStatus, type JiraIssue, type Ticket } from '../../src/connectors/jira/ticket-fields.js';
import { pickTransition, reachableStatuses, statusMatches, type JiraTransition } from '../../src/connectors/jira/ticket-status.js';
import type { WriteModel } from '../../src/connectors/framework/define.js';

const status = (name: string, key: string) => ({ name, statusCategory: { key } });
/** The issue fields a ticket body writes (inside Jira's `{ fields }`). */
const toJiraFields = (record: WriteModel<Ticket>) => (ticketFields.write(record).fields ?? {}) as Record<string, unknown>;
const toJiraCreateFields = (record: WriteModel<Ticket>, collectionId: string) => createBody(ticketFields.write(record), collectionId).fields;

const FULL_ISSUE: JiraIssue = {
  id: '10042',
  key: 'WEB-42',
  fields: {
    summary: 'Checkout fails',
    description: { type: 'doc', version: 1, content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Steps', marks: [{ type: 'strong' }] }] }] },
    status: status('In Progress', 'indeterminate'),
    priority: { name: 'Highest' },
    issuetype: { name: 'Bug' },
    assignee: { accountId: 'acc-1', displayName: 'Alex Morgan' },
    reporter: { accountId: 'acc-2' },
    creator: { accountId: 'acc-3' },
    labels: ['checkout', 'payments'],
    duedate: '2026-12-01',
    created: '2026-05-01T10:00:00.123+0000',
    updated: '2026-05-02T08:30:00.000-0200',
    resolutiondate: null,
    parent: { id: '10001', key: 'WEB-1' },
    project: { id: '10000', key: 'WEB' },
  },
};

describe('Jira issue → ticket', () => {
  it('maps every field', () => {
    expect(ticketFields(FULL_ISSUE)).toEqual({
      id: '10042',
      parent_id: '10001',
      collection_id: '10000',
      type: 'Bug',
      subject: 'Checkout fails',
      description: '<p><strong>Steps</strong></p>',
      status: 'in_progress',
      priority: 'urgent',
      assignees: [{ id: 'acc-1', username: 'Alex Morgan' }],
      due_date: '2026-12-01T00:00:00.000Z',
      tags: [
        { id: 'checkout', name: 'checkout' },
        { id: 'payments', name: 'payments' },
      ],
      completed_at: null,
      created_by: 'acc-3',
      created_at: '2026-05-01T10:00:00.123Z',
      updated_at: '2026-05-02T10:30:00.000Z',
    });
  });

  it('maps a bare issue to nulls and empty lists', () => {
    expect(ticketFields({ id: '1' })).toEqual({
      id: '1',
      parent_id: null,
      collection_id: null,
      type: null,
      subject: null,
      description: null,
      status: null,
      priority: null,
      assignees: [],
      due_date: null,
      tags: [],
      completed_at: null,
      created_by: null,
      created_at: null,
      updated_at: null,
    });
  });

  it('falls back to the reporter for created_by and reads the resolution date as completed_at', () => {
    const ticket = ticketFields({ id: '2', fields: { reporter: { accountId: 'rep' }, resolutiondate: '2026-06-01T00:00:00.000+0000' } });
    expect(ticket.created_by).toBe('rep');
    expect(ticket.completed_at).toBe('2026-06-01T00:00:00.000Z');
  });

  it('maps status by category, passing through the name when the category is unknown', () => {
    expect(toUnifiedStatus(status('To Do', 'new'))).toBe('open');
    expect(toUnifiedStatus(status('Backlog', 'new'))).toBe('open');
    expect(toUnifiedStatus(status('Code Review', 'indeterminate'))).toBe('in_progress');
    expect(toUnifiedStatus(status('Done', 'done'))).toBe('closed');
    expect(toUnifiedStatus(status('Limbo', 'undefined'))).toBe('Limbo');
    expect(toUnifiedStatus({ name: 'Odd' })).toBe('Odd');
    expect(toUnifiedStatus(null)).toBeNull();
  });

  it('maps the five default priorities and nothing else', () => {
    expect(['Highest', 'High', 'Medium', 'Low', 'Lowest', 'medium', 'Blocker', undefined].map(toUnifiedPriority)).toEqual([
      'urgent', 'high', 'normal', 'low', 'low', 'normal', null, null,
    ]);
  });
});

describe('ticket → Jira fields', () => {
  it('maps every writable field', () => {
    expect(
      toJiraFields({
        subject: 'New subject',
        type: 'Bug',
        description: '<p>Hello <em>world</em></p>',
        priority: 'urgent',
        assignees: [{ id: 'acc-1' }, { id: 'acc-2' }],
        tags: [{ name: 'a' }, { id: 'b', name: null }, { name: 'a' }, { id: null, name: '' }],
        due_date: '2026-12-24T23:30:00.000-02:00',
        parent_id: '10001',
        status: 'closed',
      }),
    ).toEqual({
      summary: 'New subject',
      issuetype: { name: 'Bug' },
      description: {
        type: 'doc',
        version: 1,
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello ' }, { type: 'text', text: 'world', marks: [{ type: 'em' }] }] }],
      },
      priority: { name: 'Highest' },
      assignee: { accountId: 'acc-1' },
      labels: ['a', 'b'],
      duedate: '2026-12-25',
      parent: { id: '10001' },
    });
  });

  it('maps each priority', () => {
    expect(['urgent', 'high', 'normal', 'low'].map((priority) => toJiraFields({ priority: priority as 'low' }).priority)).toEqual([
      { name: 'Highest' }, { name: 'High' }, { name: 'Medium' }, { name: 'Low' },
    ]);
  });

  it('sends only what the body holds, and clears with null or empty values', () => {
    expect(toJiraFields({ subject: 'Only this' })).toEqual({ summary: 'Only this' });
    expect(toJiraFields({ description: null, assignees: [], tags: [], due_date: null, parent_id: null, priority: null })).toEqual({
      description: null,
      assignee: null,
      labels: [],
      duedate: null,
      parent: null,
    });
    expect(toJiraFields({ parent_id: 'WEB-7' })).toEqual({ parent: { key: 'WEB-7' } });
  });

  it('creates in the collection\'s project with Task as the default issue type', () => {
    expect(toJiraCreateFields({ subject: 'S' }, '10000')).toEqual({ project: { id: '10000' }, issuetype: { name: 'Task' }, summary: 'S' });
    expect(toJiraCreateFields({ subject: 'S', type: 'Story' }, 'WEB')).toEqual({ project: { key: 'WEB' }, issuetype: { name: 'Story' }, summary: 'S' });
  });
});

describe('Jira project → collection', () => {
  it('maps a project', () => {
    expect(projectFields({ id: '10000', key: 'WEB', name: 'Storefront Web', description: 'Shop', projectTypeKey: 'software' })).toEqual({
      id: '10000',
      parent_id: null,
      type: 'software',
      name: 'Storefront Web',
      description: 'Shop',
      updated_at: null,
      created_at: null,
    });
    expect(projectFields({ id: '1', key: 'K', description: '' }).description).toBeNull();
  });

  it('recognises a project by id or key', () => {
    const project = { id: '10000', key: 'WEB' };
    expect(namesProject('10000', project)).toBe(true);
    expect(namesProject('WEB', project)).toBe(true);
    expect(namesProject('web', project)).toBe(true);
    expect(namesProject('10001', project)).toBe(false);
    expect(namesProject('10000', null)).toBe(false);
  });
});

describe('status transitions', () => {
  const transitions: JiraTransition[] = [
    { id: '11', name: 'Reopen', to: status('To Do', 'new') },
    { id: '21', name: 'Start', to: status('In Progress', 'indeterminate') },
    { id: '41', name: 'Review', to: status('Code Review', 'indeterminate'), isAvailable: false },
    { id: '31', name: 'Finish', to: status('Done', 'done') },
  ];

  it('picks the first available transition into the wanted category or status name', () => {
    expect(pickTransition(transitions, 'closed')?.id).toBe('31');
    expect(pickTransition(transitions, 'open')?.id).toBe('11');
    expect(pickTransition(transitions, 'in progress')?.id).toBe('21');
    expect(pickTransition(transitions, 'Code Review')).toBeUndefined();
    expect(pickTransition(transitions, 'Nowhere')).toBeUndefined();
  });

  it('knows when the issue is there already', () => {
    expect(statusMatches(status('Backlog', 'new'), 'open')).toBe(true);
    expect(statusMatches(status('Done', 'done'), 'Done')).toBe(true);
    expect(statusMatches(status('Done', 'done'), 'open')).toBe(false);
  });

  it('lists the statuses an issue can move to', () => {
    expect(reachableStatuses(transitions)).toEqual(['open', 'in_progress', 'closed', 'To Do', 'In Progress', 'Done']);
  });
});

describe('Jira error bodies', () => {
  it('joins request messages and field errors', () => {
    expect(jiraErrorMessage({ errorMessages: ['Issue does not exist'], errors: {} })).toBe('Issue does not exist');
    expect(jiraErrorMessage({ errorMessages: [], errors: { summary: 'You must specify a summary of the issue.' } })).toBe(
      'summary: You must specify a summary of the issue.',
    );
    expect(jiraErrorMessage({ message: 'Unauthorized' })).toBe('Unauthorized');
    expect(jiraErrorMessage('<html>')).toBeUndefined();
    expect(jiraErrorMessage(null)).toBeUndefined();
  });
});
