/**
 * The connector kit's rule for writes in several calls (kit/composite-write.ts)
 * and the one check of values in platform paths (framework/rest/path.ts), on
 * their own: what is undone and in which order, what the answer says when an
 * undo is missing or fails, and which values cannot be a path segment. The
 * connectors' own tests hold them over HTTP against the emulators.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/core/errors/api-error.js';
import { compositeWrite, undoLeaving } from '../../src/connectors/kit/composite-write.js';
import { pathProblem, segment, segmentProblem } from '../../src/connectors/framework/rest/path.js';

const refused = () => new ApiError('ConnectorExecutionError', { status: 400, message: 'Refused', detail: { downstream_status: 400 } });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the write did not fail');
}

describe('compositeWrite', () => {
  it('passes an error before the first write on as it is', async () => {
    const original = new ApiError('RequestValidationError', { message: 'bad status', detail: { status: 'archived' } });
    const error = await failure(compositeWrite(async () => {
      throw original;
    }));
    expect(error).toBe(original);
  });

  it('undoes what was created, newest first, and keeps the failed call\'s type, status and detail', async () => {
    const undone: string[] = [];
    const error = await failure(compositeWrite(async (steps) => {
      await steps.create('contact', async () => 'c1', async (id) => undone.push(id));
      await steps.create('lead', async () => 'l1', undoLeaving('archived', async (id) => undone.push(id)));
      await steps.step('associating it with companies 9', async () => {
        throw refused();
      });
    }));
    expect(undone).toEqual(['l1', 'c1']);
    expect(error.typeName).toBe('ConnectorExecutionError');
    expect(error.status).toBe(400);
    expect(error.detail).toEqual({
      downstream_status: 400,
      partial_write: {
        failed_step: 'associating it with companies 9',
        records: [
          { type: 'contact', id: 'c1', change: 'created', undone: true },
          { type: 'lead', id: 'l1', change: 'created', undone: true, undo_leaves: 'archived' },
        ],
      },
    });
    expect(error.message).toBe('Refused (while associating it with companies 9; the contact created first (id c1) was deleted again, the lead created first (id l1) was archived)');
  });

  it('names what it could not undo, and what it changed, first in the message', async () => {
    const error = await failure(compositeWrite(async (steps) => {
      await steps.change('customer', '42', 'updating the customer', async () => undefined);
      await steps.change('customer', '42', 'writing its addresses', async () => undefined);
      await steps.create('receipt', async () => 'r1');
      await steps.create('tag', async () => 't1', async () => {
        throw new Error('gone wrong');
      });
      await steps.step('setting its status to inactive', async () => {
        throw refused();
      });
    }));
    expect(error.message).toBe('The customer was changed (id 42) and the receipt was created (id r1) and the tag was created (id t1) but setting its status to inactive failed: Refused');
    expect((error.detail as { partial_write: { records: unknown[] } }).partial_write.records).toEqual([
      { type: 'customer', id: '42', change: 'changed' },
      { type: 'receipt', id: 'r1', change: 'created', undone: false, undo_error: 'the platform cannot delete it' },
      { type: 'tag', id: 't1', change: 'created', undone: false, undo_error: 'gone wrong' },
    ]);
  });

  it('answers a fault of ours after a write in the envelope, with what was left', async () => {
    const error = await failure(compositeWrite(async (steps) => {
      await steps.create('note', async () => 'n1');
      throw new TypeError('not a function');
    }));
    expect(error.typeName).toBe('ConnectorExecutionError');
    expect(error.message).toBe('The note was created (id n1) but the rest of the write failed: not a function');
  });
});

describe('values in platform paths', () => {
  it('refuses unpaired surrogates and dot segments, and keeps everything else as one encoded segment', () => {
    expect(segmentProblem('x\ud83d')).toMatch(/unpaired/);
    expect(segmentProblem('\udc00x')).toMatch(/unpaired/);
    expect(segmentProblem('..')).toMatch(/another path/);
    expect(segmentProblem('.')).toMatch(/another path/);
    for (const fine of ['12345', '...', 'a/b', '%2E%2E', 'café 😀', '']) expect(segmentProblem(fine)).toBeUndefined();
    expect(segment('a/b?c')).toBe('a%2Fb%3Fc');
    expect(segment('😀')).toBe('%F0%9F%98%80');
  });

  it('answers 400 naming a body field, 404 for a record id', () => {
    expect(() => segment('x\ud83d', 'contact_id')).toThrowError(expect.objectContaining({ typeName: 'RequestValidationError', detail: expect.objectContaining({ field: 'contact_id' }) }));
    expect(() => segment('..')).toThrowError(expect.objectContaining({ typeName: 'EntityNotFoundError', status: 404 }));
  });

  it('finds a dot segment or an unpaired surrogate in a whole path, its query left out', () => {
    expect(pathProblem('/crm/v3/objects/notes/../contacts')).toMatch(/another path/);
    expect(pathProblem('/tasks/1?x=..')).toBeUndefined();
    expect(pathProblem('TrackingCategories/5/Options')).toBeUndefined();
    expect(pathProblem('/a/\ud800')).toMatch(/unpaired/);
  });
});
