/**
 * Field rules for HubSpot CRM records, so a resource's field table names
 * each HubSpot property once: a property's path is `properties.<name>`, read
 * as text ("" and blanks are unset) and written as HubSpot's text; the
 * table's paths under `properties.` are the properties a read asks HubSpot
 * for (crm-objects.ts). A record's associations are its links: the ids of
 * each associated type and, where HubSpot labels one, the primary one.
 */
import { toDateOnly, toIsoDateTime } from '../../core/dates.js';
import { nonEmpty, splitName } from '../framework/person-fields.js';
import type { Codec, FieldTable } from '../kit/index.js';
import { readCustomFields } from './custom-fields.js';
import type { HubspotObject } from './api.js';
import type { PropertyDefinition } from './definitions.js';

export interface Links {
  ids: string[];
  primary?: string;
}

/** What a table's reads get besides the record. */
export interface RecordContext {
  /** The account's own properties of the type (custom_fields). */
  custom: readonly PropertyDefinition[];
  /** The account's company currency, for amounts without a currency of their own. */
  currency?: string | undefined;
  /** A search's records' links by record id and associated type (a search answers no associations; they are read for its page). */
  searched?: ReadonlyMap<string, Readonly<Record<string, Links>>>;
}

/** v3's inline associations as links: a type whose entries come labeled and unlabeled names its primary by the labeled one. */
function inlineLinks(object: HubspotObject, type: string): Links {
  const results = object.associations?.[type]?.results ?? [];
  const ids = [...new Set(results.map((result) => String(result.id)))];
  const labeled = results.some((result) => result.type.endsWith('_unlabeled'));
  const primary = labeled ? results.find((result) => !result.type.endsWith('_unlabeled'))?.id : undefined;
  return { ids, ...(primary === undefined ? {} : { primary: String(primary) }) };
}

/** The record's links to a type, as its read answered them. */
export function linksOf(object: HubspotObject, type: string, context: Pick<RecordContext, 'searched'> | undefined): Links {
  if (context?.searched) return context.searched.get(String(object.id))?.[type] ?? { ids: [] };
  return inlineLinks(object, type);
}

const PREFIX = 'properties.';

/** HubSpot keeps every property as text: blank reads as unset, a value is written as its text. */
export const propertyText: Codec<string, string> = {
  read: (value) => nonEmpty(typeof value === 'string' ? value : null),
  write: (value) => String(value),
};

/** A date-time property, read as the unified form and written as ISO 8601, which HubSpot takes as is. */
export const propertyDateTime: Codec<string, string> = {
  read: (value) => toIsoDateTime((value as string | null | undefined) ?? null),
  write: (value) => value,
};

/** A date property (`YYYY-MM-DD`), read as it is. */
export const propertyDate: Codec<string, string> = {
  read: (value) => nonEmpty(typeof value === 'string' ? value : null),
  write: (value) => toDateOnly(value) ?? '',
};

/** A property kept as it is, text unless a codec says otherwise. */
export function property<U = string>(name: string, codec?: Codec<U>): { at: string; codec: Codec<U> } {
  return { at: `${PREFIX}${name}`, codec: codec ?? (propertyText as unknown as Codec<U>) };
}

/** A property HubSpot computes: read, never written. */
export function computed<U = string>(name: string, codec?: Codec<U>) {
  return { ...property(name, codec), write: false as const };
}

/** The property name of a table path, or undefined for a path outside the properties. */
export function propertyOf(path: string): string | undefined {
  return path.startsWith(PREFIX) ? path.slice(PREFIX.length) : undefined;
}

/** The value of a property a computed read uses. */
export function textOf(record: HubspotObject, name: string): string | null {
  return nonEmpty(record.properties?.[name] ?? null);
}

/** The properties a read asks for: the ones the table reads. */
export function propertiesOf(fields: Pick<FieldTable<unknown, HubspotObject, RecordContext>, 'paths'>): string[] {
  return fields.paths.flatMap((path) => propertyOf(path) ?? []);
}

export const recordId = { at: 'id', write: false as const };

/** HubSpot's record times; `sort`: the property a search sorts them by, where the resource offers it. */
export const createdAt = (sort?: string) => ({ at: 'createdAt', codec: propertyDateTime, write: false as const, ...(sort ? { sort } : {}) });
export const updatedAt = (sort?: string) => ({ at: 'updatedAt', codec: propertyDateTime, write: false as const, ...(sort ? { sort } : {}) });

/** The first associated record of a type, or null. */
export const firstLinked = (type: string) => ({ read: (record: HubspotObject, context?: RecordContext) => linksOf(record, type, context).ids[0] ?? null, write: false as const });

/** The primary associated record of a type (HubSpot's label), else the first, or null. */
export const primaryLinked = (type: string) => ({
  read: (record: HubspotObject, context?: RecordContext) => {
    const links = linksOf(record, type, context);
    return links.primary ?? links.ids[0] ?? null;
  },
  write: false as const,
});

/** Every associated record of a type. */
export const allLinked = (type: string) => ({ read: (record: HubspotObject, context?: RecordContext) => linksOf(record, type, context).ids, write: false as const });

/** The account's own properties: read here, written by the collection, which knows their definitions. */
export const customFields = { read: (record: HubspotObject, context: RecordContext) => readCustomFields(record.properties ?? {}, context.custom), write: false as const };

/**
 * A full name on a first and a last name property: read joined; written as
 * the two halves only when neither half is written itself.
 */
export function fullNameField(first: { at: string }, last: { at: string }) {
  const [firstName, lastName] = [propertyOf(first.at) as string, propertyOf(last.at) as string];
  return {
    read: (record: HubspotObject) => [textOf(record, firstName), textOf(record, lastName)].filter(Boolean).join(' ') || null,
    reads: [first.at, last.at],
    write: (name: string | null | undefined, record: Readonly<Record<string, unknown>>) => {
      if (record.first_name !== undefined || record.last_name !== undefined) return {};
      const halves = splitName(name);
      return { properties: { [firstName]: halves.first_name ?? '', [lastName]: halves.last_name ?? '' } };
    },
  };
}
