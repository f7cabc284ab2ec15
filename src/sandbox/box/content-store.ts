/**
 * Where the emulator keeps file content: files under os.tmpdir(), one folder
 * per emulator instance, removed when it closes; never whole uploads in
 * memory. Content is addressed by its SHA-1 (what Box reports as a file's
 * `sha1`), so the same bytes are kept once however many files, versions,
 * accounts or resets hold them. Blobs are never removed while the emulator
 * runs: a deleted file's bytes stay until close (enough for tests; a long
 * benchmark should restart the emulator).
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

  async finish(): Promise<Blob> {
    await new Promise<void>((resolve, reject) => this.out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    const sha1 = this.hash.digest('hex');
    this.store.adopt(this.path, sha1);
    return { sha1, size: this.size };
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

  /** The bytes from `start` to `end` inclusive (the whole blob without them). */
  read(sha1: string, start?: number, end?: number): Readable {
    return createReadStream(this.pathOf(sha1), { ...(start === undefined ? {} : { start }), ...(end === undefined ? {} : { end }) });
  }

  close(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }

  private pathOf(sha1: string): string {
    return join(this.dir, `sha1-${sha1}`);
  }
}
