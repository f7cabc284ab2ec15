/**
 * What Vonage's SMS API shares: bodies are forms (the API key and secret
 * travel in them too, definition.ts). It keeps no record a client can read,
 * so there is no id rule, not-found rule or paging to declare.
 */
import type { Dialect } from '../kit/index.js';

export const vonageDialect: Dialect = {
  platform: 'Vonage',
  body: 'form',
};
