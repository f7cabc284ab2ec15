/**
 * A query's requested cost, computed the simple way the brief and Shopify's
 * rate-limit page describe (https://shopify.dev/docs/api/usage/rate-limits#graphql-admin-api-rate-limits):
 *
 *  - a scalar or enum field costs 0; an object costs 1 plus its selection;
 *  - a connection costs 2 plus `first` (or `last`) times one node's cost
 *    (the node's 1 and its selection); `pageInfo`, edges and cursors are free;
 *  - a list of objects with `first` costs `first` times one object's cost;
 *  - a mutation costs 10 plus what it selects.
 *
 * Simplification (named in the README): fragments on abstract types are
 * added up rather than taking the costliest, and the actual cost answered is
 * the requested cost (Shopify refunds the difference for shorter pages).
 */
import {
  getArgumentValues,
  getNamedType,
  isLeafType,
  isListType,
  isNonNullType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

export const MUTATION_COST = 10;

const isList = (type: GraphQLOutputType): boolean => isListType(isNonNullType(type) ? type.ofType : type);

function fieldsOf(type: GraphQLNamedType) {
  return 'getFields' in type ? (type.getFields() as Record<string, { type: GraphQLOutputType; args: readonly unknown[] } & Parameters<typeof getArgumentValues>[0]>) : {};
}

export function queryCost(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown>): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);

  const selectionCost = (set: SelectionSetNode | undefined, parent: GraphQLNamedType, seen: ReadonlySet<string>): number => {
    if (!set) return 0;
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        total += selectionCost(selection.selectionSet, on ?? parent, seen);
        continue;
      }
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        if (!fragment || seen.has(fragment.name.value)) continue;
        total += selectionCost(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value) ?? parent, new Set([...seen, fragment.name.value]));
        continue;
      }
      const field = fieldsOf(parent)[selection.name.value];
      if (!field) continue;
      const type = getNamedType(field.type);
      if (isLeafType(type)) continue;
      const inner = selectionCost(selection.selectionSet, type, seen);
      const args = getArgumentValues(field, selection, variables) as { first?: number; last?: number };
      const size = args.first ?? args.last;
      if (type.name.endsWith('Connection')) total += 2 + (size ?? 1) * inner;
      else if (type.name.endsWith('Edge') || type.name === 'PageInfo') total += inner;
      else if (parent.name.endsWith('Connection') || parent.name.endsWith('Edge')) total += 1 + inner;
      else if (isList(field.type)) total += (size ?? 1) * (1 + inner);
      else total += 1 + inner;
    }
    return total;
  };

  const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  if (!root) return 0;
  return (operation.operation === 'mutation' ? MUTATION_COST : 0) + selectionCost(operation.selectionSet, root, new Set());
}
