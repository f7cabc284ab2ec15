/**
 * Unified POS modifier groups on Clover's modifier groups
 * (https://docs.clover.com/reference/inventorygetmodifiergroups): list
 * (offset/limit), get, create, update (POST to the record), delete (Clover
 * deletes the group's modifiers with it); every read expands `modifiers`.
 *
 * | unified | Clover |
 * |---|---|
 * | name, alternate_name | name, alternateName |
 * | minimum_required, maximum_allowed | minRequired, maxAllowed |
 * | selection_type | single where maxAllowed is 1, else multiple (single is written as maxAllowed 1) |
 * | modifiers | modifiers.elements (read; modifiers are written as their own records) |
 * | deleted, updated_at | deleted, modifiedTime |
 */
import type { Static } from 'typebox';
import { modifierGroups, type ModifierGroup as ModifierGroupModel } from '../../unified/pos/modifier-groups.js';
import { isoDateTime } from '../kit/codecs.js';
import { collection, fieldTable } from '../kit/index.js';
import { centsOrAbsent, textOrAbsent } from './codecs.js';
import { elementsOf, MERCHANT } from './api.js';
import { cloverRecords } from './dialect.js';
import { CLOVER_MODIFIER_GROUP_EVENTS } from './inbound.js';
import type { CloverModifier, CloverModifierGroup } from './wire-types.js';

type ModifierGroup = Static<typeof ModifierGroupModel>;

const groupModifier = (modifier: CloverModifier) => ({
  ...(modifier.id ? { id: modifier.id } : {}),
  ...(modifier.name !== undefined ? { name: modifier.name } : {}),
  ...(modifier.alternateName ? { alternate_name: modifier.alternateName } : {}),
  ...(typeof modifier.price === 'number' ? { price_amount: modifier.price } : {}),
  ...(typeof modifier.available === 'boolean' ? { available: modifier.available } : {}),
});

export const modifierGroupFields = fieldTable<ModifierGroup, CloverModifierGroup>({
  id: { at: 'id', write: false },
  name: { at: 'name', codec: textOrAbsent },
  alternate_name: { at: 'alternateName', codec: textOrAbsent },
  minimum_required: { at: 'minRequired', codec: centsOrAbsent },
  maximum_allowed: { at: 'maxAllowed', codec: centsOrAbsent },
  // Clover has no selection type: one option at most is a single choice, anything else (no limit too) several.
  selection_type: { read: (group) => (group.maxAllowed === 1 ? 'single' : 'multiple'), write: (type) => (type === 'single' ? { maxAllowed: 1 } : {}) },
  modifiers: { read: (group) => elementsOf<CloverModifier>(group.modifiers).map(groupModifier), write: false },
  deleted: { at: 'deleted', write: false },
  updated_at: { at: 'modifiedTime', codec: isoDateTime, write: false },
});

export const cloverModifierGroups = collection(modifierGroups, {
  ...cloverRecords,
  downstream: { id: 'modifier_groups', name: 'Modifier groups' },
  what: 'modifier group',
  fields: modifierGroupFields,
  path: `${MERCHANT}/modifier_groups`,
  readQuery: { expand: 'modifiers' },
  events: CLOVER_MODIFIER_GROUP_EVENTS,
});
