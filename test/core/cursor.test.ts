import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CursorCodec } from '../../src/core/cursor.js';
import { ApiError } from '../../src/core/errors/api-error.js';

const binding = { connector: 'twilio', resource: 'sms/messages', connectionId: 'conn-1' };

function decodeError(codec: CursorCodec, cursor: string, bound = binding): ApiError {
  try {
    codec.decode(bound, cursor);
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('cursor was accepted');
}

describe('CursorCodec', () => {
  const codec = new CursorCodec(randomBytes(32));

  it('round-trips any paging state', () => {
    for (const state of ['/2010-04-01/Accounts/AC1/Messages.json?Page=2', 42, { startAt: 50, token: 'x' }]) {
      expect(codec.decode(binding, codec.encode(binding, state))).toEqual(state);
    }
  });

  it('is opaque: the cursor is not the raw state', () => {
    const cursor = codec.encode(binding, 'page-token-123');
    expect(cursor).not.toContain('page-token-123');
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });

  it('refuses a cursor of another connector with a message naming it', () => {
    const cursor = codec.encode({ ...binding, connector: 'vonage' }, 1);
    const error = decodeError(codec, cursor);
    expect(error.typeName).toBe('InvalidCursorError');
    expect(JSON.stringify(error.detail)).toContain('vonage');
  });

  it('refuses a cursor of another resource', () => {
    expect(decodeError(codec, codec.encode({ ...binding, resource: 'crm/contacts' }, 1)).typeName).toBe('InvalidCursorError');
  });

  it('refuses a cursor issued for another connection of the same connector', () => {
    expect(decodeError(codec, codec.encode({ ...binding, connectionId: 'conn-2' }, 1)).typeName).toBe('InvalidCursorError');
  });

  it('refuses an altered payload, a forged signature and garbage', () => {
    const cursor = codec.encode(binding, { page: 2 });
    const [body, mac] = cursor.split('.') as [string, string];
    const forgedBody = Buffer.from(JSON.stringify({ c: 'twilio', r: 'sms/messages', s: { page: 999 } })).toString('base64url');
    for (const bad of [`${forgedBody}.${mac}`, `${body}.${mac.slice(1)}A`, 'not-a-cursor', '', '.', 'a'.repeat(5000), `${body}.`]) {
      expect(decodeError(codec, bad).typeName).toBe('InvalidCursorError');
    }
  });

  it('refuses cursors signed under another key', () => {
    const other = new CursorCodec(randomBytes(32));
    expect(decodeError(codec, other.encode(binding, 1)).typeName).toBe('InvalidCursorError');
  });
});
