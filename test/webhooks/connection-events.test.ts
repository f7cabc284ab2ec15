/** Which vault.connection.* events a connection write makes, read from the connection before and after it. */
import { describe, expect, it } from 'vitest';
import { eventsOfWrite, type ConnectionSnapshot } from '../../src/vault/connection-events.js';

const callable: ConnectionSnapshot = {
  enabled: true,
  state: 'callable',
  stateReason: null,
  split: { plain: { site: 'acme', region: 'eu' }, secret: { api_key: 'k1' } },
  metadata: { plan: 'gold', seats: 3 },
};

describe('events of a connection write', () => {
  it('creates, callable at once when nothing is missing', () => {
    expect(eventsOfWrite(undefined, callable)).toEqual(['vault.connection.created', 'vault.connection.callable']);
    expect(eventsOfWrite(undefined, { ...callable, state: 'added' })).toEqual(['vault.connection.created']);
  });

  it('makes no event for a write that changes nothing, whatever the key order the store gives back', () => {
    const reordered: ConnectionSnapshot = { ...callable, split: { plain: { region: 'eu', site: 'acme' }, secret: { api_key: 'k1' } }, metadata: { seats: 3, plan: 'gold' } };
    expect(eventsOfWrite(callable, reordered)).toEqual([]);
  });

  it('updates on settings, secrets, tokens, metadata, state or its reason', () => {
    const updated = ['vault.connection.updated'];
    expect(eventsOfWrite(callable, { ...callable, split: { ...callable.split, plain: { site: 'other', region: 'eu' } } })).toEqual(updated);
    expect(eventsOfWrite(callable, { ...callable, split: { ...callable.split, secret: { api_key: 'k2' } } })).toEqual(updated);
    expect(eventsOfWrite(callable, { ...callable, split: { ...callable.split, tokens: { access_token: 't' } } })).toEqual(updated);
    expect(eventsOfWrite(callable, { ...callable, metadata: {} })).toEqual(updated);
    expect(eventsOfWrite(callable, { ...callable, state: 'invalid', stateReason: 'rejected' })).toEqual(updated);
    expect(eventsOfWrite({ ...callable, state: 'invalid', stateReason: 'rejected' }, { ...callable, state: 'invalid', stateReason: 'rejected again' })).toEqual(updated);
  });

  it('disables when enabled goes from true to false, updates when it comes back', () => {
    expect(eventsOfWrite(callable, { ...callable, enabled: false })).toEqual(['vault.connection.disabled']);
    expect(eventsOfWrite({ ...callable, enabled: false }, callable)).toEqual(['vault.connection.updated']);
    expect(eventsOfWrite(callable, { ...callable, enabled: false, metadata: {} })).toEqual(['vault.connection.updated', 'vault.connection.disabled']);
  });

  it('is callable when the state becomes callable, and only then', () => {
    expect(eventsOfWrite({ ...callable, state: 'invalid' }, callable)).toEqual(['vault.connection.updated', 'vault.connection.callable']);
    expect(eventsOfWrite({ ...callable, state: 'added' }, { ...callable, state: 'authorized' })).toEqual(['vault.connection.updated']);
  });
});
