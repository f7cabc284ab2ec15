/**
 * Zoho Books' instants and dates: `created_time` and `last_modified_time` as
 * "2024-05-01T10:20:30-0800", in the organization's time zone with its
 * offset written without a colon; dates (`date`, `due_date`,
 * `shipment_date`) as "YYYY-MM-DD". The emulator gives each organization a
 * fixed offset (no daylight saving).
 */
import type { ZohoOrganization } from './accounts.js';

const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, '0');

export function zohoTime(ms: number, organization: Pick<ZohoOrganization, 'utcOffsetMinutes'>): string {
  const offset = organization.utcOffsetMinutes;
  const local = new Date(ms + offset * 60_000).toISOString().slice(0, 19);
  return `${local}${offset < 0 ? '-' : '+'}${pad(Math.trunc(offset / 60))}${pad(offset % 60)}`;
}

/** A Zoho instant (or an ISO 8601 one) as epoch ms; undefined when unreadable. */
export function parseZohoTime(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?)(Z|[+-]\d{2}:?\d{2})$/.exec(value.trim());
  if (!match) return undefined;
  const zone = match[2] === 'Z' ? 'Z' : `${match[2]!.slice(0, 3)}:${match[2]!.slice(-2)}`;
  const ms = Date.parse(`${match[1]}${zone}`);
  return Number.isNaN(ms) ? undefined : ms;
}

export const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The organization's calendar day of an instant ("YYYY-MM-DD"). */
export function localDate(ms: number, organization: Pick<ZohoOrganization, 'utcOffsetMinutes'>): string {
  return new Date(ms + organization.utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
}
