/**
 * The seeded files' bytes, made on demand from a name (`seed:<name>` in a
 * file's content reference) and never stored: a text file, a one-page PDF,
 * a small PNG, and `large-<bytes>`, pseudo-random bytes made block by block
 * so any range of a file of several megabytes is made without the rest.
 */
import { onePagePdf, rgbPng } from '../framework/seed-files.js';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';

const BLOCK = 64 * 1024;

/** Block `index` of a large file: xorshift32 seeded from the index, the same on every run. */
function block(index: number): Buffer {
  const bytes = Buffer.alloc(BLOCK);
  let x = (index + 1) * 2654435761 >>> 0 || 1;
  for (let i = 0; i < BLOCK; i += 4) {
    x ^= x << 13; x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5; x >>>= 0;
    bytes.writeUInt32LE(x, i);
  }
  return bytes;
}

function largeRange(size: number, start: number, end: number): Readable {
  let position = start;
  return new Readable({
    read() {
      if (position > end) return void this.push(null);
      const index = Math.floor(position / BLOCK);
      const from = position - index * BLOCK;
      const to = Math.min(BLOCK, end - index * BLOCK + 1);
      this.push(block(index).subarray(from, to));
      position = index * BLOCK + to;
      if (position >= size) position = end + 1;
    },
  });
}

/** A 16×16 PNG in two colours (a real image a client can decode). */
function smallPng(): Buffer {
  return rgbPng(16, (x, y) => ((x + y) % 2 === 0 ? [26, 115, 232] : [251, 188, 4]));
}

const SMALL: Readonly<Record<string, () => Buffer>> = {
  'empty': () => Buffer.alloc(0),
  'readme': () => Buffer.from('Welcome to the Acme demo drive.\n\nQuarterly plans live in Projects/Planning; invoices in Finance.\n', 'utf8'),
  'notes': () => Buffer.from('- call the printer\n- renew the domain\n- book the offsite venue\n', 'utf8'),
  'invoice-pdf': () => onePagePdf('Invoice INV-2041 - Acme Demo Ltd'),
  'contract-pdf': () => onePagePdf('Services agreement - Globex'),
  'logo-png': smallPng,
  'budget-csv': () => Buffer.from('month,spend\n2026-01,1200\n2026-02,980\n2026-03,1430\n', 'utf8'),
};

function sizeOf(name: string): number {
  const large = /^large-(\d{1,10})$/.exec(name);
  if (large) return Number(large[1]);
  const small = SMALL[name];
  if (!small) throw new Error(`no seeded content ${name}`);
  return small().length;
}

export function seededContent(name: string, start = 0, end?: number): Readable {
  const size = sizeOf(name);
  const last = Math.min(end ?? size - 1, size - 1);
  if (last < start) return Readable.from([]);
  if (name.startsWith('large-')) return largeRange(size, start, last);
  return Readable.from([(SMALL[name] as () => Buffer)().subarray(start, last + 1)]);
}

const digests = new Map<string, { size: number; md5: string; sha256: string }>();

/** Size and digests of a seeded content, worked out once per process. */
export function seededDigests(name: string): { size: number; md5: string; sha256: string } {
  const known = digests.get(name);
  if (known) return known;
  const size = sizeOf(name);
  const md5 = createHash('md5');
  const sha256 = createHash('sha256');
  for (let index = 0; index * BLOCK < size; index++) {
    const bytes = name.startsWith('large-') ? block(index).subarray(0, Math.min(BLOCK, size - index * BLOCK)) : (SMALL[name] as () => Buffer)();
    md5.update(bytes);
    sha256.update(bytes);
    if (!name.startsWith('large-')) break;
  }
  const result = { size, md5: md5.digest('hex'), sha256: sha256.digest('hex') };
  digests.set(name, result);
  return result;
}
