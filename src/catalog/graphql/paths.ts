/** Where the GraphQL endpoint, its playground and the playground's assets are served. */
export const GRAPHQL_PATH = '/connector/graphql';
export const PLAYGROUND_PATH = '/connector/graphql/playground';
export const PLAYGROUND_ASSETS_PATH = '/connector/graphql/assets';
