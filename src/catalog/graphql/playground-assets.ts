/**
 * The playground's static files, served by the service itself so the page
 * loads nothing from another origin: GraphiQL 3 and React 18's browser
 * bundles from node_modules and the page's own script and stylesheet (about
 * 1.6 MB in memory once the playground has been opened).
 */
import { CSS, JS, ownAsset, packageAsset, StaticAssets } from '../../core/http/static-assets.js';
import { PLAYGROUND_ASSETS_PATH } from './paths.js';
import { PLAYGROUND_CSS, PLAYGROUND_SCRIPT } from './playground-script.js';

export type PlaygroundAssets = StaticAssets;

export function playgroundAssets(): PlaygroundAssets {
  return new StaticAssets(PLAYGROUND_ASSETS_PATH, {
    'react.production.min.js': packageAsset('react', 'umd/react.production.min.js', JS),
    'react-dom.production.min.js': packageAsset('react-dom', 'umd/react-dom.production.min.js', JS),
    'graphiql.min.js': packageAsset('graphiql', 'graphiql.min.js', JS),
    'graphiql.min.css': packageAsset('graphiql', 'graphiql.min.css', CSS),
    'playground.js': ownAsset(PLAYGROUND_SCRIPT, JS),
    'playground.css': ownAsset(PLAYGROUND_CSS, CSS),
  });
}
