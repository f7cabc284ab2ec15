import { describe, expect, it } from 'vitest';
import { actionOf } from '../../src/connectors/kit/index.js';

describe('actionOf', () => {
  const events = [
    { action: 'created', downstream: 'contact.user.created' },
    { action: 'deleted', downstream: 'contact.deleted' },
    { action: 'deleted', downstream: 'contact.archived' },
  ] as const;

  it('answers the unified action of a declared platform event, and undefined for any other', () => {
    expect(actionOf(events, 'contact.archived')).toBe('deleted');
    expect(actionOf(events, 'contact.user.created')).toBe('created');
    expect(actionOf(events, 'contact.lead.created')).toBeUndefined();
    expect(actionOf(events, 'constructor')).toBeUndefined();
  });
});
