/**
 * The bounds on one GraphQL request (limits.ts enforces them), apart from the
 * rule itself so the routes can check a query's length without loading the
 * graphql package.
 */
export const QUERY_LIMITS = {
  /** Characters of the document. */
  maxQueryLength: 16_384,
  /** Tokens the parser reads before giving up. */
  maxTokens: 2_000,
  /** Nesting of fields: connectors { data { unified_apis { supported_resources { id } } } } is 5. */
  maxDepth: 15,
  /** Fields, fragment spreads and inline fragments visited once fragments are expanded. */
  maxSelections: 1_000,
};
