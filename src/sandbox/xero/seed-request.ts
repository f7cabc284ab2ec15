/**
 * The request a seed's hooks see: no query (so unit amounts are kept to two
 * decimals, as Xero does by default) and the real API's origin for links.
 */
import type { KitRequest } from '../framework/kit/index.js';

export function kitRequestOf(): KitRequest {
  return { method: 'PUT', path: '/api.xro/2.0/seed', query: new URLSearchParams(), headers: {}, params: {}, body: undefined, rawBody: '', origin: 'https://api.xero.com' };
}
