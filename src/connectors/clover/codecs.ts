/**
 * Clover leaves fields out where they have no value; the unified models
 * declare many of them as text, whole numbers or flags that are never null,
 * so a missing value is left out of the record rather than read as null.
 */
import type { Codec } from '../kit/codecs.js';

export const textOrAbsent: Codec<string, string> = {
  read: (value) => (typeof value === 'string' && value !== '' ? value : undefined),
  write: (value) => value,
};

export const centsOrAbsent: Codec<number, number> = {
  read: (value) => (typeof value === 'number' && Number.isInteger(value) ? value : undefined),
  write: (value) => value,
};

export const flagOrAbsent: Codec<boolean, boolean> = {
  read: (value) => (typeof value === 'boolean' ? value : undefined),
  write: (value) => value,
};
