/**
 * GraphQL for the Connector API: the endpoint (POST and GET /connector/graphql)
 * and its playground (/connector/graphql/playground), registered together.
 */
import type { FastifyInstance } from 'fastify';
import { playgroundAssets } from './playground-assets.js';
import { registerPlaygroundPage } from './playground-page.js';
import { registerConnectorGraphqlRoutes, type ConnectorGraphqlRouteDeps } from './routes.js';

export { GRAPHQL_PATH, PLAYGROUND_PATH } from './paths.js';

export function registerConnectorGraphql(app: FastifyInstance, deps: ConnectorGraphqlRouteDeps): void {
  registerConnectorGraphqlRoutes(app, deps);
  const assets = playgroundAssets();
  assets.register(app);
  registerPlaygroundPage(app, assets);
}
