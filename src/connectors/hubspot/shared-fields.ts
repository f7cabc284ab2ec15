/**
 * The unified address, phone, website and social link lists as the flat
 * properties HubSpot keeps for contacts and companies (one street address,
 * one phone and one mobile number, one website, a Twitter handle and, for
 * companies, LinkedIn and Facebook pages), both ways, and as field rules of
 * a table (`addressField`, ...) naming the properties they read. A list
 * entry HubSpot has no property for is not written; the README says which.
 */
import { nonEmpty, phoneText, primaryOf, type PhoneParts } from '../framework/person-fields.js';
import type { HubspotObject, PropertyValues } from './api.js';

export interface AddressProperties {
  line1: string;
  line2?: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

interface AddressLike {
  type?: string | null;
  string?: string | null;
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  state?: string | null;
  postal_code?: string | null;
  country?: string | null;
}

const value = (properties: PropertyValues, name: string | undefined) => (name ? nonEmpty(properties[name] ?? null) : null);
const pathsOf = (names: readonly (string | undefined)[]) => names.flatMap((name) => (name ? [`properties.${name}`] : []));

/** One address; the primary one (else the first) is written, an empty list clears it. */
export function addressField(names: AddressProperties) {
  return {
    read: ({ properties }: HubspotObject) => {
      const parts = {
        line1: value(properties, names.line1), line2: value(properties, names.line2), city: value(properties, names.city),
        state: value(properties, names.state), postal_code: value(properties, names.postalCode), country: value(properties, names.country),
      };
      if (Object.values(parts).every((part) => part === null)) return [];
      const address: Record<string, string | null> = { type: 'primary', ...parts };
      if (!names.line2) delete address.line2;
      return [address];
    },
    reads: pathsOf([names.line1, names.line2, names.city, names.state, names.postalCode, names.country]),
    write: (addresses: readonly AddressLike[] | null | undefined) => {
      const address = primaryOf(addresses ?? []) ?? {};
      const written: PropertyValues = {
        [names.line1]: address.line1 ?? address.string ?? '', [names.city]: address.city ?? '', [names.state]: address.state ?? '',
        [names.postalCode]: address.postal_code ?? '', [names.country]: address.country ?? '',
      };
      if (names.line2) written[names.line2] = address.line2 ?? '';
      return { properties: written };
    },
  };
}

type PhoneLike = PhoneParts & { type?: string | null };

/** `phone` as the primary number and `mobile` (where the type has it) as the mobile one. */
export function writePhones(phones: readonly PhoneLike[] | null | undefined, mobile?: string): PropertyValues {
  const list = phones ?? [];
  const cell = mobile ? list.find((phone) => phone.type === 'mobile') : undefined;
  const main = primaryOf(list.filter((phone) => phone !== cell && phone.type !== 'fax'));
  return { phone: main ? phoneText(main) : '', ...(mobile ? { [mobile]: cell ? phoneText(cell) : '' } : {}) };
}

export function phonesField(mobile?: string) {
  return {
    read: ({ properties }: HubspotObject) => {
      const [main, cell] = [value(properties, 'phone'), value(properties, mobile)];
      return [...(main ? [{ number: main, type: 'primary' as const }] : []), ...(cell ? [{ number: cell, type: 'mobile' as const }] : [])];
    },
    reads: pathsOf(['phone', mobile]),
    write: (phones: readonly PhoneLike[] | null | undefined) => ({ properties: writePhones(phones, mobile) }),
  };
}

export function websiteField() {
  return {
    read: ({ properties }: HubspotObject) => {
      const url = value(properties, 'website');
      return url ? [{ url, type: 'primary' as const }] : [];
    },
    reads: pathsOf(['website']),
    write: (websites: readonly { url: string; type?: string | null }[] | null | undefined) => ({ properties: { website: primaryOf(websites ?? [])?.url ?? '' } }),
  };
}

/** Social networks and the properties holding them; Twitter as a handle, the others as page URLs. */
export type SocialProperties = Partial<Record<'twitter' | 'linkedin' | 'facebook', string>>;

function networkOf(link: { url: string; type?: string | null }): string | undefined {
  const type = link.type?.toLowerCase();
  if (type) return type === 'x' ? 'twitter' : type;
  const host = /^https?:\/\/(?:www\.)?([^/]+)/i.exec(link.url)?.[1]?.toLowerCase() ?? '';
  if (host === 'twitter.com' || host === 'x.com') return 'twitter';
  return ['linkedin', 'facebook'].find((network) => host.includes(network));
}

export function socialField(names: SocialProperties) {
  return {
    read: ({ properties }: HubspotObject) => {
      const links: { url: string; type: string }[] = [];
      const handle = value(properties, names.twitter)?.replace(/^@/, '');
      if (handle) links.push({ url: `https://twitter.com/${handle}`, type: 'twitter' });
      for (const network of ['linkedin', 'facebook'] as const) {
        const url = value(properties, names[network]);
        if (url) links.push({ url, type: network });
      }
      return links;
    },
    reads: pathsOf(Object.values(names)),
    write: (links: readonly { url: string; type?: string | null }[] | null | undefined) => {
      const written: PropertyValues = {};
      for (const [network, property] of Object.entries(names) as [keyof SocialProperties, string][]) {
        const link = (links ?? []).find((candidate) => networkOf(candidate) === network);
        written[property] = !link ? '' : network === 'twitter' ? (link.url.replace(/\/+$/, '').split('/').pop() ?? '').replace(/^@/, '') : link.url;
      }
      return { properties: written };
    },
  };
}
