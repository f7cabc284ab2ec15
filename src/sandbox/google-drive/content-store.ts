/**
 * Where file contents live: one file per blob under a temporary folder of
 * the emulator instance (os.tmpdir(), removed when the emulator closes), so
 * an upload of a gigabyte streams to disk and back and never sits in memory.
 * Blobs are immutable: an upload makes a new one, a copy shares its
 * original's. A reset forgets the records that name blobs, not the blobs
 * (they go with the folder at close).
 *
 * Seeded files name a generator instead (`seed:<name>`, seed-content.ts):
 * their bytes are made again on every read, deterministically, and stored nowhere.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { seededContent } from './seed-content.js';

export interface StoredContent {
  ref: string;
  size: number;
  md5: string;
  sha256: string;
  /** The type the upload declared for its bytes (the media part's Content-Type). */
  mimeType?: string;
}

/** Counts and hashes what passes, so a blob's digests are known when its last byte is written. */
class Digests extends Transform {
  readonly md5 = createHash('md5');
  readonly sha256 = createHash('sha256');
  size = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.md5.update(chunk);
    this.sha256.update(chunk);
    this.size += chunk.length;
    done(null, chunk);
  }
}

export class ContentStore {
  // Named by process, so a process finds its own instances' folders among others'.
  readonly #dir = mkdtempSync(path.join(tmpdir(), `google-drive-emulator-${process.pid}-`));

  /** Streams `source` into a new blob. */
  async put(source: Readable | Buffer | string): Promise<StoredContent> {
    const ref = `blob:${randomUUID()}`;
    const digests = new Digests();
    const input = typeof source === 'string' || Buffer.isBuffer(source) ? Readable.from([Buffer.from(source)]) : source;
    try {
      await pipeline(input, digests, createWriteStream(this.#pathOf(ref)));
    } catch (error) {
      // An upload cut short leaves no blob behind.
      rmSync(this.#pathOf(ref), { force: true });
      throw error;
    }
    return { ref, size: digests.size, md5: digests.md5.digest('hex'), sha256: digests.sha256.digest('hex') };
  }

  /** A blob's own file, for a resumable session that appends to it chunk by chunk. */
  sessionFile(id: string): string {
    return path.join(this.#dir, `session-${id.replace(/[^A-Za-z0-9_-]/g, '')}`);
  }

  /** Takes a finished session's file as a blob, digesting it once. */
  async adopt(file: string): Promise<StoredContent> {
    const stored = await this.put(createReadStream(file));
    rmSync(file, { force: true });
    return stored;
  }

  /** Bytes `start`..`end` (inclusive) of a blob or a seeded generator. */
  open(ref: string, start = 0, end?: number): Readable {
    if (ref.startsWith('seed:')) return seededContent(ref.slice(5), start, end);
    if (end !== undefined && end < start) return Readable.from([]);
    return createReadStream(this.#pathOf(ref), { start, ...(end === undefined ? {} : { end }) });
  }

  sizeOnDisk(ref: string): number {
    return statSync(this.#pathOf(ref)).size;
  }

  close(): void {
    rmSync(this.#dir, { recursive: true, force: true });
  }

  #pathOf(ref: string): string {
    return path.join(this.#dir, ref.replace(/^blob:/, '').replace(/[^A-Za-z0-9-]/g, ''));
  }
}
