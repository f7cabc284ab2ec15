/**
 * Everything of the Connector GraphQL endpoint that needs the graphql package,
 * loaded with the first GraphQL request: most instances never get one, and
 * the package and the schema built from the catalog are about 2 MB of heap.
 */
export { formatGraphqlError } from './errors.js';
export { runGraphql } from './execute.js';
export { buildConnectorGraphqlSchema } from './schema.js';
