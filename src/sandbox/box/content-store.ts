/**
 * Where the emulator keeps file content: files under os.tmpdir(), one folder
 * per emulator instance, removed when it closes; never whole uploads in
 * memory. Content is addressed by its SHA-1 (what Box reports as a file's
 * `sha1`), so the same bytes are kept once however many files, versions,
 * accounts or resets hold them. Blobs are never removed while the emulator
 * runs: a deleted file's bytes stay until close (enough for tests; a long
 * benchmark should restart the emulator). An upload session's parts are kept
 * apart, under names of their own, and removed once it is committed or aborted.
 */
import { createHash, type Hash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, existsSync, mkdtempSync, renameSync, rmSync, unlinkSync, writeFileSync, type WriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

export interface Blob {
  /** Lower-case hex SHA-1 of the bytes. */
  sha1: string;
  size: number;
}

/** Bytes written as they arrive, hashed on the way. */
export class BlobWriter {
  private readonly hash: Hash = createHash('sha1');
  private readonly out: WriteStream;
  private size = 0;
  private closed: Blob | undefined;

  constructor(
    private readonly store: ContentStore,
    private readonly path: string,
  ) {
    this.out = createWriteStream(path);
  }

  get written(): number {
    return this.size;
  }

  async write(chunk: Buffer): Promise<void> {
    this.hash.update(chunk);
    this.size += chunk.length;
    // once() rejects on 'error' and leaves no listener behind.
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }

  /** Ends the write: the bytes' hash and length, the bytes still set aside until kept or aborted. */
  async close(): Promise<Blob> {
    if (this.closed) return this.closed;
    await new Promise<void>((resolve, reject) => this.out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    this.closed = { sha1: this.hash.digest('hex'), size: this.size };
    return this.closed;
  }

  /** Keeps the bytes as the blob of their hash. */
  async finish(): Promise<Blob> {
    const blob = await this.close();
    this.store.adopt(this.path, blob.sha1);
    return blob;
  }

  /** Keeps the closed bytes under a name of their own (an upload session's part), replacing what had it. */
  keepAs(name: string): void {
    this.store.adoptAs(this.path, name);
  }

  abort(): void {
    this.out.destroy();
    rmSync(this.path, { force: true });
  }
}

export class ContentStore {
  readonly dir = mkdtempSync(join(tmpdir(), 'box-emulator-'));
  private serial = 0;

  writer(): BlobWriter {
    return new BlobWriter(this, join(this.dir, `incoming-${++this.serial}`));
  }

  /** Small content known in full (the seed). */
  put(bytes: Buffer): Blob {
    const sha1 = createHash('sha1').update(bytes).digest('hex');
    if (!existsSync(this.pathOf(sha1))) writeFileSync(this.pathOf(sha1), bytes);
    return { sha1, size: bytes.length };
  }

  /** A finished upload becomes the blob of its hash (or is dropped when those bytes are kept already). */
  adopt(path: string, sha1: string): void {
    if (existsSync(this.pathOf(sha1))) unlinkSync(path);
    else renameSync(path, this.pathOf(sha1));
  }

  adoptAs(path: string, name: string): void {
    renameSync(path, this.namedPath(name));
  }

  /** The bytes from `start` to `end` inclusive (the whole blob without them). */
  read(sha1: string, start?: number, end?: number): Readable {
    return createReadStream(this.pathOf(sha1), { ...(start === undefined ? {} : { start }), ...(end === undefined ? {} : { end }) });
  }

  /** Bytes kept under a name (keepAs). */
  readNamed(name: string): Readable {
    return createReadStream(this.namedPath(name));
  }

  /** Forgets bytes kept under a name: a committed or aborted session's parts. */
  removeNamed(name: string): void {
    rmSync(this.namedPath(name), { force: true });
  }

  close(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }

  private pathOf(sha1: string): string {
    return join(this.dir, `sha1-${sha1}`);
  }

  private namedPath(name: string): string {
    if (!/^[A-Za-z0-9_-]+$/.test(name)) throw new Error(`not a content name: ${name}`);
    return join(this.dir, `named-${name}`);
  }
}
