/** The OpenAPI documents: collect the routes, build the documents when ready, serve them. */
export { RouteCollector, type CollectedRoute } from './route-collector.js';
export { OpenApiDocuments, documentUrls, type DocumentEntry, type OpenApiOptions } from './documents.js';
export type { OpenApiDocument } from './document-builder.js';
export { registerOpenApiRoutes } from './routes.js';
