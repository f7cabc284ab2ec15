/**
 * The seed's file bytes, generated the same on every start: text, a small
 * PDF, a PNG image and a few megabytes of noise (for ranged downloads).
 */
import { onePagePdf, rgbPng } from '../framework/seed-files.js';

/** A one-page PDF showing `text`. */
export const pdfBytes = (text: string): Buffer => onePagePdf(text);

/** A `size`×`size` RGB PNG with a diagonal gradient in the given hue. */
export function pngBytes(size: number, hue: [number, number, number]): Buffer {
  return rgbPng(size, (x, y) => {
    const shade = (x + y) / (2 * size);
    return hue.map((channel) => Math.round(channel * shade + 255 * (1 - shade) * 0.3)) as [number, number, number];
  });
}

/** `size` bytes of xorshift noise from `seed`: the same bytes on every start. */
export function noiseBytes(size: number, seed: number): Buffer {
  const out = Buffer.alloc(size);
  let state = seed >>> 0 || 1;
  for (let at = 0; at + 4 <= size; at += 4) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    out.writeUInt32LE(state >>> 0, at);
  }
  return out;
}
