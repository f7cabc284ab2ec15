/**
 * The associations of one account: for each record (object type id + id),
 * the records of each other type it is associated with and the association
 * type ids of each link. Kept both ways, as HubSpot answers them from either
 * side, and indexed by record so a page of records reads its associations
 * without scanning them all.
 */
import { fail, type TenantState } from '../framework/kit/index.js';
import { typesBetween } from './association-types.js';

type Links = Map<string, Map<string, Set<number>>>;

export interface AssociatedRecord {
  toObjectId: string;
  typeIds: number[];
}

const key = (typeId: string, id: string) => `${typeId}:${id}`;

export class AssociationStore {
  readonly #byRecord = new Map<string, Links>();

  /** Links two records with the given from → to type ids (the default type when none); the other side gets the matching ids. */
  add(fromType: string, fromId: string, toType: string, toId: string, typeIds?: readonly number[]): number[] {
    const types = typesBetween(fromType, toType);
    if (!types) throw fail.validation(`There is no association type between ${fromType} and ${toType}`, { code: 'INVALID_ASSOCIATION_TYPE' });
    const wanted = typeIds && typeIds.length > 0 ? typeIds : [types.defaultId];
    for (const id of wanted) {
      if (!types.reverse.has(id)) throw fail.validation(`${id} is not a valid association type between ${fromType} and ${toType}`, { code: 'INVALID_ASSOCIATION_TYPE' });
    }
    // A record has one primary of a type (one primary company): a new primary moves the label.
    if (types.primaryId !== undefined && wanted.includes(types.primaryId)) {
      for (const link of this.of(fromType, fromId, toType)) {
        if (link.toObjectId !== toId && link.typeIds.includes(types.primaryId)) this.#unlink(fromType, fromId, toType, link.toObjectId, types.primaryId, types.reverse.get(types.primaryId) as number);
      }
    }
    // A primary association also carries the unlabeled default, as in HubSpot's answers.
    const withDefault = [...new Set([types.defaultId, ...wanted])];
    for (const id of withDefault) {
      this.#link(fromType, fromId, toType, toId, id);
      this.#link(toType, toId, fromType, fromId, types.reverse.get(id) as number);
    }
    return withDefault;
  }

  /** Removes every association between two records. */
  remove(fromType: string, fromId: string, toType: string, toId: string): void {
    this.#byRecord.get(key(fromType, fromId))?.get(toType)?.delete(toId);
    this.#byRecord.get(key(toType, toId))?.get(fromType)?.delete(fromId);
  }

  /** Removes a record's associations (it was archived or deleted). */
  forget(type: string, id: string): void {
    const links = this.#byRecord.get(key(type, id));
    if (!links) return;
    for (const [toType, records] of links) for (const toId of records.keys()) this.#byRecord.get(key(toType, toId))?.get(type)?.delete(id);
    this.#byRecord.delete(key(type, id));
  }

  /** The records of `toType` a record is associated with, oldest link first. */
  of(type: string, id: string, toType: string): AssociatedRecord[] {
    const records = this.#byRecord.get(key(type, id))?.get(toType);
    return records ? [...records].map(([toObjectId, typeIds]) => ({ toObjectId, typeIds: [...typeIds] })) : [];
  }

  /** Whether a record has a link of this type id to any record of `toType` (a primary company, say). */
  withType(type: string, id: string, toType: string, typeId: number): string | undefined {
    return this.of(type, id, toType).find((link) => link.typeIds.includes(typeId))?.toObjectId;
  }

  #unlink(fromType: string, fromId: string, toType: string, toId: string, typeId: number, backId: number): void {
    this.#byRecord.get(key(fromType, fromId))?.get(toType)?.get(toId)?.delete(typeId);
    this.#byRecord.get(key(toType, toId))?.get(fromType)?.get(fromId)?.delete(backId);
  }

  #link(fromType: string, fromId: string, toType: string, toId: string, typeId: number): void {
    let links = this.#byRecord.get(key(fromType, fromId));
    if (!links) this.#byRecord.set(key(fromType, fromId), (links = new Map()));
    let records = links.get(toType);
    if (!records) links.set(toType, (records = new Map()));
    let types = records.get(toId);
    if (!types) records.set(toId, (types = new Set()));
    types.add(typeId);
  }
}

/** The account's associations (created with its state, so a reset forgets them). */
export function associationsOf(tenant: TenantState): AssociationStore {
  let store = tenant.extras.get('associations') as AssociationStore | undefined;
  if (!store) tenant.extras.set('associations', (store = new AssociationStore()));
  return store;
}
