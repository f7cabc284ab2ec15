/**
 * The file the transfer benchmark sends, made on the fly: a deterministic
 * pattern, never held whole. One 1 MiB block (plus 256 bytes) is computed once;
 * block k of the file is that block seen from offset 31·k mod 256, so blocks
 * differ from their neighbours and any part can be made again from its
 * offset alone, without copying more than the part being sent.
 */
import { createHash } from 'node:crypto';

const BLOCK = 1024 * 1024;
const source = Buffer.alloc(BLOCK + 256);
for (let index = 0; index < source.length; index++) source[index] = (index * 31 + 7) & 0xff;

/** Block `k`: a view into the shared source, no copy. */
const block = (k: number) => source.subarray((k * 31) % 256, ((k * 31) % 256) + BLOCK);

/** The bytes from `start` (a multiple of 1 MiB) for `length` bytes, a block at a time. */
export function* patternChunks(start: number, length: number): Generator<Buffer> {
  if (start % BLOCK !== 0) throw new Error(`a pattern range starts on a whole MiB, not at ${start}`);
  for (let offset = 0; offset < length; offset += BLOCK) {
    const bytes = block((start + offset) / BLOCK);
    yield bytes.subarray(0, Math.min(BLOCK, length - offset));
  }
}

/** One part as a Buffer of its own (the benchmark's client holds a part, never the file). */
export function patternPart(start: number, length: number): Buffer {
  return Buffer.concat([...patternChunks(start, length)], length);
}

export interface FileDigests {
  size: number;
  partSize: number;
  /** `sha=<base64 SHA-1>` of each part, in order (the Digest header). */
  parts: string[];
  /** `sha=<base64 SHA-1>` of the whole file (the finish and Box's commit). */
  whole: string;
  /** Hex SHA-256 of the whole file: what a download must give back. */
  sha256: string;
}

/** The digests every transfer needs, computed once before any is timed: the client's hashing stays out of the measure. */
export function patternDigests(size: number, partSize: number): FileDigests {
  if (partSize % BLOCK !== 0) throw new Error(`part size ${partSize} is not a whole number of MiB`);
  const whole = createHash('sha1');
  const sha256 = createHash('sha256');
  const parts: string[] = [];
  for (let start = 0; start < size; start += partSize) {
    const part = createHash('sha1');
    for (const chunk of patternChunks(start, Math.min(partSize, size - start))) {
      part.update(chunk);
      whole.update(chunk);
      sha256.update(chunk);
    }
    parts.push(`sha=${part.digest('base64')}`);
  }
  return { size, partSize, parts, whole: `sha=${whole.digest('base64')}`, sha256: sha256.digest('hex') };
}
