/**
 * Square leaves fields out where they have no value; the unified models
 * declare many of them as text (or lists, flags) that is never null, so a
 * missing value is left out of the record rather than read as null.
 */
import type { Codec } from '../kit/codecs.js';

export const textOrAbsent: Codec<string, string> = {
  read: (value) => (typeof value === 'string' && value !== '' ? value : undefined),
  write: (value) => value,
};

export const flagOrAbsent: Codec<boolean, boolean> = {
  read: (value) => (typeof value === 'boolean' ? value : undefined),
  write: (value) => value,
};

export const listOrAbsent: Codec<string[], string[]> = {
  read: (value) => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : undefined),
  write: (value) => value,
};
