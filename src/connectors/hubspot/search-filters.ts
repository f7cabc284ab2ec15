/**
 * Unified filters and sort as a HubSpot search (the CRM dialect's `search`).
 * Each filter a resource declares is a rule giving one or more alternatives
 * (filter groups are OR'ed, a group's filters AND'ed), so "this phone
 * number, as phone or mobile" is two groups and every other filter is
 * repeated in each. HubSpot takes at most 5 groups and 6 filters a group; a
 * combination beyond that is an UnsupportedFiltersError, never a partial
 * search. The declared filters and sort fields are the keys of these
 * tables: the rest is refused by the gateway from the declaration.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext } from '../framework/define.js';
import type { ListSelection, Query } from '../kit/index.js';
import { propertyOf } from './record-fields.js';

export interface SearchFilter {
  propertyName: string;
  operator: 'EQ' | 'NEQ' | 'LT' | 'LTE' | 'GT' | 'GTE' | 'IN' | 'HAS_PROPERTY' | 'CONTAINS_TOKEN';
  value?: string;
  values?: string[];
}

/** Alternatives for one filter value: OR of AND-ed filters (made with calls where the value needs them). */
export type FilterRule = (value: unknown, ctx: ConnectorContext) => SearchFilter[][] | Promise<SearchFilter[][]>;

/** A filter's search rule, or `'equals'`: the property of the field of the same name equals the value. */
export type FilterSpec = FilterRule | 'equals';

const MAX_GROUPS = 5;
const MAX_FILTERS_PER_GROUP = 6;

const text = (value: unknown) => String(value);

/** The property equals the value (HubSpot compares text without case). */
export const equals = (propertyName: string, write: (value: unknown) => string = text): FilterRule => (value) => [[{ propertyName, operator: 'EQ', value: write(value) }]];

/** One of the properties equals the value. */
export const eitherEquals = (...properties: string[]): FilterRule => (value) => properties.map((propertyName) => [{ propertyName, operator: 'EQ', value: String(value) }]);

/** A date-time property at or after the value, as epoch milliseconds. */
export const since = (propertyName: string): FilterRule => (value) => [[{ propertyName, operator: 'GTE', value: String(Date.parse(String(value))) }]];

/** Records associated with the record of this id ("associations.company"). */
export const associatedWith = (singular: string): FilterRule => (value) => [[{ propertyName: `associations.${singular}`, operator: 'EQ', value: String(value) }]];

/** A full name on a table's first_name and last_name properties: both halves when it has two parts, either of them when one. */
export const fullNameOf = (fields: { pathOf: Readonly<Record<string, string>> }): FilterRule => {
  const [first, last] = ['first_name', 'last_name'].map((field) => (fields.pathOf[field] ?? '').replace(/^properties\./, '')) as [string, string];
  return (value) => {
    const whole = String(value).trim();
    const space = whole.search(/\s/);
    if (space < 0) return [[{ propertyName: first, operator: 'EQ', value: whole }], [{ propertyName: last, operator: 'EQ', value: whole }]];
    return [[{ propertyName: first, operator: 'EQ', value: whole.slice(0, space) }, { propertyName: last, operator: 'EQ', value: whole.slice(space).trim() }]];
  };
};

/** The search rule of a filter: `'equals'` is "the field's property equals the value". */
function ruleOf(spec: FilterSpec, name: string, fields: ListSelection<FilterSpec>['fields']): FilterRule {
  if (spec !== 'equals') return spec;
  const propertyName = /^properties\.(.+)$/.exec(fields.pathOf[name] ?? '')?.[1];
  if (!propertyName) throw new Error(`filter "${name}" equals a field with no HubSpot property`);
  return (value) => [[{ propertyName, operator: 'EQ', value: String(value) }]];
}

function tooComplex(): ApiError {
  return new ApiError('UnsupportedFiltersError', {
    message: `HubSpot's search takes at most ${MAX_GROUPS} filter groups of ${MAX_FILTERS_PER_GROUP} filters; these filters need more`,
    detail: { max_filter_groups: MAX_GROUPS, max_filters_per_group: MAX_FILTERS_PER_GROUP },
  });
}

/**
 * The body of a search (POST /crm/v3/objects/{type}/search): the filters
 * and sort of the selection, the properties its read names, and the page.
 */
export async function searchBody(selection: ListSelection<FilterSpec>, paging: Query, ctx: ConnectorContext): Promise<unknown> {
  let groups: SearchFilter[][] = [[]];
  for (const { name, spec, value } of selection.filters) {
    if (spec === undefined || value === undefined) continue;
    const alternatives = await ruleOf(spec, name, selection.fields)(value, ctx);
    groups = groups.flatMap((group) => alternatives.map((alternative) => [...group, ...alternative]));
    if (groups.length > MAX_GROUPS) throw tooComplex();
  }
  if (groups.some((group) => group.length > MAX_FILTERS_PER_GROUP)) throw tooComplex();
  const sort = selection.sort;
  return {
    filterGroups: groups.filter((group) => group.length > 0).map((filters) => ({ filters })),
    sorts: sort ? [{ propertyName: propertyOf(sort.key) ?? sort.key, direction: sort.direction === 'desc' ? 'DESCENDING' : 'ASCENDING' }] : [],
    properties: String(selection.query.properties ?? '').split(','),
    limit: paging.limit,
    ...(paging.after === undefined ? {} : { after: String(paging.after) }),
  };
}
