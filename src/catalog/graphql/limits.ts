/**
 * Bounds on one GraphQL request, so a single query cannot be made huge:
 * the document's length (checked with the request) and token count (checked
 * by the parser), then, before the standard validation runs, its depth and
 * the number of selections once fragments are expanded. Lists inside the
 * records are small and pages are at most 200 records, so these bound the
 * work of a request. Introspection cycles are bounded by graphql-js's own
 * MaxIntrospectionDepthRule (part of its standard rules).
 *
 * The limits leave room for GraphiQL's full introspection query, the deepest
 * and widest query a normal client sends (a test checks it passes).
 */
import { GraphQLError, Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode, type ValidationRule } from 'graphql';
import { QUERY_LIMITS } from './query-limits.js';

export { QUERY_LIMITS } from './query-limits.js';

interface Tally {
  selections: number;
  deepest: number;
}

function walk(set: SelectionSetNode, depth: number, fragments: ReadonlyMap<string, FragmentDefinitionNode>, visiting: Set<string>, tally: Tally): void {
  for (const selection of set.selections) {
    // Counting stops past the limit, so an exponential fragment fan-out costs no more than the limit.
    if (tally.selections > QUERY_LIMITS.maxSelections) return;
    tally.selections += 1;
    if (selection.kind === Kind.FIELD) {
      tally.deepest = Math.max(tally.deepest, depth);
      if (selection.selectionSet) walk(selection.selectionSet, depth + 1, fragments, visiting, tally);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      walk(selection.selectionSet, depth, fragments, visiting, tally);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      // A cycle or an unknown fragment is reported by the standard rules; here it only must not loop.
      if (!fragment || visiting.has(name)) continue;
      visiting.add(name);
      walk(fragment.selectionSet, depth, fragments, visiting, tally);
      visiting.delete(name);
    }
  }
}

/** Reports each operation that is nested too deep or selects too much. */
export const QueryLimitsRule: ValidationRule = (context) => ({
  Document(document: DocumentNode) {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      const tally: Tally = { selections: 0, deepest: 0 };
      walk(definition.selectionSet, 1, fragments, new Set(), tally);
      const name = definition.name ? `Operation "${definition.name.value}"` : 'The operation';
      if (tally.selections > QUERY_LIMITS.maxSelections) {
        context.reportError(new GraphQLError(`${name} selects more than ${QUERY_LIMITS.maxSelections} fields once fragments are expanded.`, { nodes: definition }));
      }
      if (tally.deepest > QUERY_LIMITS.maxDepth) {
        context.reportError(new GraphQLError(`${name} is nested ${tally.deepest} levels deep; at most ${QUERY_LIMITS.maxDepth} are allowed.`, { nodes: definition }));
      }
    }
    return false;
  },
});
