import { describe, expect, it } from 'vitest';
import { rowVersion } from '../../../src/connectors/quickbooks/record-fields.js';

describe('QuickBooks row_version', () => {
  it('is the SyncToken as text, and null for a record without one (never the text "undefined")', () => {
    expect(rowVersion.read({ SyncToken: '3' })).toBe('3');
    expect(rowVersion.read({ SyncToken: 0 })).toBe('0');
    expect(rowVersion.read({})).toBeNull();
    expect(rowVersion.read({ SyncToken: null })).toBeNull();
  });
});
