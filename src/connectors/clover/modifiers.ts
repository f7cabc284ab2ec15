/**
 * Unified POS modifiers on Clover's modifiers, which live under their group
 * (`/modifier_groups/{modGroupId}/modifiers`,
 * https://docs.clover.com/reference/inventorygetmodifiers). Decided:
 *
 *  - `filter[modifier_group_id]` is not required: with it, the group's
 *    modifiers are listed and paged by Clover (an unknown group is an empty
 *    list); without it, the modifiers of every group are listed, read from
 *    the groups with `expand=modifiers` and paged here.
 *  - a modifier is read, changed and deleted by its own id: its group is
 *    found first from the groups with `expand=modifiers` (one call), since
 *    Clover's path needs it. The reference's group filter of a get is not
 *    taken (UnsupportedFiltersError).
 *  - a create names its group in `modifier_group_id` (required); a modifier
 *    does not move between groups (modifier_group_id is not written on updates).
 */
import type { Static } from 'typebox';
import { modifiers, type Modifier as ModifierModel } from '../../unified/pos/modifiers.js';
import type { ConnectorContext, ListPage } from '../framework/define.js';
import { entityNotFound } from '../framework/not-found.js';
import { resolvePath, segment, type PathValues } from '../framework/rest/path.js';
import { isoDateTime } from '../kit/codecs.js';
import { collection, everyRecord, fieldTable, pageInMemory } from '../kit/index.js';
import { centsOrAbsent, textOrAbsent } from './codecs.js';
import { elementsOf, invalid, MERCHANT } from './api.js';
import { cloverRecords, cloverDialect } from './dialect.js';
import { CLOVER_MODIFIER_EVENTS } from './inbound.js';
import type { CloverModifier, CloverModifierGroup } from './wire-types.js';

type Modifier = Static<typeof ModifierModel>;

/**
 * Pages of modifier groups read at most when modifiers are looked for across
 * groups: 10 of Clover's 1000, far past any menu. A modifier is found, and
 * the list answered, from every group or not at all: a longer list fails.
 */
const MAX_GROUP_PAGES = 10;

export const modifierFields = fieldTable<Modifier, CloverModifier>({
  id: { at: 'id', write: false },
  name: { at: 'name', codec: textOrAbsent },
  alternate_name: { at: 'alternateName', codec: textOrAbsent },
  price_amount: { at: 'price', codec: centsOrAbsent },
  available: { at: 'available' },
  modifier_group_id: { at: 'modifierGroup.id', codec: textOrAbsent, write: false },
  updated_at: { at: 'modifiedTime', codec: isoDateTime, write: false },
});

const groupsPath = (ctx: ConnectorContext) => resolvePath(`${MERCHANT}/modifier_groups`, { parents: {}, settings: ctx.settings });
const modifiersPath = (values: Pick<PathValues, 'parents' | 'settings'>) =>
  `${resolvePath(MERCHANT, { parents: {}, settings: values.settings })}/modifier_groups/${segment(values.parents.modifier_group_id ?? '', 'modifier_group_id')}/modifiers`;

/** Every group with its modifiers (each modifier naming its group, as a read of it does). */
async function allModifiers(ctx: ConnectorContext): Promise<CloverModifier[]> {
  const groups = await everyRecord<CloverModifierGroup>(ctx, { path: groupsPath(ctx), query: { expand: 'modifiers' }, dialect: cloverDialect, at: 'elements', maxPages: MAX_GROUP_PAGES, whole: 'modifier groups' });
  return groups.flatMap((group) => elementsOf<CloverModifier>(group.modifiers).map((modifier) => ({ ...modifier, modifierGroup: { id: group.id as string } })));
}

export const cloverModifiers = collection(modifiers, {
  ...cloverRecords,
  downstream: { id: 'modifiers', name: 'Modifiers' },
  what: 'modifier',
  fields: modifierFields,
  path: modifiersPath,
  // Handled by the list hook: the group is a path segment, not a Clover filter.
  filters: { modifier_group_id: { field: 'modifierGroup.id', op: '=' } },
  events: CLOVER_MODIFIER_EVENTS,
  hooks: {
    async parents(ctx, parents, operation) {
      if (operation.id === undefined) return parents;
      if (!cloverDialect.id?.test(operation.id)) throw entityNotFound('No Clover modifier has this id', { id: operation.id.slice(0, 64) });
      const modifier = (await allModifiers(ctx)).find((candidate) => candidate.id === operation.id);
      if (!modifier?.modifierGroup?.id) throw entityNotFound('No Clover modifier has this id', { id: operation.id });
      return { ...parents, modifier_group_id: modifier.modifierGroup.id };
    },
    async list(ctx, params, read): Promise<ListPage<Modifier>> {
      const group = params.filter.modifier_group_id;
      if (typeof group !== 'string') return pageInMemory(params, async () => ({ items: (await allModifiers(ctx)).map((modifier) => modifierFields(modifier)), next: null }));
      if (!cloverDialect.id?.test(group)) return { items: [], next: null };
      const { modifier_group_id: _handled, ...filter } = params.filter;
      try {
        const page = await read({ ...params, filter, parents: { ...params.parents, modifier_group_id: group } });
        // Clover's modifier answers name their group; where one does not, it is the group asked for.
        return { ...page, items: page.items.map((item) => ({ ...item, modifier_group_id: item.modifier_group_id ?? group })) };
      } catch (error) {
        if ((error as { detail?: { downstream_status?: unknown } }).detail?.downstream_status === 404) return { items: [], next: null };
        throw error;
      }
    },
    async compose(ctx, write) {
      if (write.operation === 'update') return { id: await write.send(write.body) };
      const group = write.record.modifier_group_id;
      if (typeof group !== 'string' || group === '') throw invalid('modifier_group_id is required', { field: 'modifier_group_id' });
      const path = modifiersPath({ parents: { modifier_group_id: group }, settings: ctx.settings });
      try {
        const { body } = await ctx.http.request<CloverModifier>({ method: 'POST', path, json: write.body });
        return { id: body.id as string };
      } catch (error) {
        if ((error as { detail?: { downstream_status?: unknown } }).detail?.downstream_status === 404) throw invalid('No Clover modifier group has this id', { field: 'modifier_group_id' });
        throw error;
      }
    },
  },
});
