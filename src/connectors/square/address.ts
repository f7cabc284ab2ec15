/** Square's Address (address_line_1…3, locality, administrative_district_level_1) as the unified address. */
import type { SquareAddress } from './wire-types.js';

export function unifiedAddress(address: SquareAddress | undefined): Record<string, string | null> | undefined {
  if (!address) return undefined;
  return {
    line1: address.address_line_1 ?? null,
    line2: address.address_line_2 ?? null,
    line3: address.address_line_3 ?? null,
    city: address.locality ?? null,
    state: address.administrative_district_level_1 ?? null,
    postal_code: address.postal_code ?? null,
    country: address.country ?? null,
  };
}
