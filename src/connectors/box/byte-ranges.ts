/** The byte ranges of the parts an upload session holds, as the unified `uploaded_byte_range` says them. */

/** "0-8388607,16777216-20999999": the parts received, adjacent ones joined. */
export function byteRanges(parts: readonly { offset: number; size: number }[]): string {
  const ranges: [number, number][] = [];
  for (const part of [...parts].sort((a, b) => a.offset - b.offset)) {
    const last = ranges[ranges.length - 1];
    if (last && last[1] + 1 === part.offset) last[1] = part.offset + part.size - 1;
    else ranges.push([part.offset, part.offset + part.size - 1]);
  }
  return ranges.map(([start, end]) => `${start}-${end}`).join(',');
}
