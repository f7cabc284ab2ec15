/**
 * Streamed transfers read the network in chunks (64 KiB from a socket) whose
 * memory lives outside V8's heap. V8 collects them only once enough external
 * memory has built up, tens of MB, so a 1 GB transfer raised the service's
 * RSS by up to 42 MB though no file is ever held (bench/README.md, "File
 * transfers"). Every RECLAIM_BYTES passed through any transfer of the
 * process, a young-generation collection (about a millisecond) frees the
 * chunks already sent on, which bounds the rise to about that much.
 */
import { Transform, type TransformCallback } from 'node:stream';
import { garbageCollector } from './collector.js';

const RECLAIM_BYTES = 8 * 1024 * 1024;

let sinceReclaim = 0;

/** Counts bytes that passed through a transfer; collects the young generation every RECLAIM_BYTES. */
export function noteTransferred(bytes: number): void {
  sinceReclaim += bytes;
  if (sinceReclaim < RECLAIM_BYTES) return;
  sinceReclaim = 0;
  garbageCollector()?.({ type: 'minor', execution: 'sync' });
}

/** A pass-through that counts what flows (a download piped to the client). */
export class TransferMeter extends Transform {
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    noteTransferred(chunk.length);
    callback(null, chunk);
  }
}
