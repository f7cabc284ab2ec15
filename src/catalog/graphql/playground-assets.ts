/**
 * The playground's static files, served by the service itself so the page
 * loads nothing from another origin: GraphiQL 3 and React 18's browser
 * bundles (browser-bundles.ts) and the page's own script and stylesheet (about
 * 1.6 MB in memory once the playground has been opened).
 */
import { BROWSER_BUNDLES } from '../../core/http/browser-bundles.js';
import { bundleAsset, CSS, JS, ownAsset, StaticAssets } from '../../core/http/static-assets.js';
import { PLAYGROUND_ASSETS_PATH } from './paths.js';
import { PLAYGROUND_CSS, PLAYGROUND_SCRIPT } from './playground-script.js';

export type PlaygroundAssets = StaticAssets;

export function playgroundAssets(): PlaygroundAssets {
  return new StaticAssets(PLAYGROUND_ASSETS_PATH, {
    'react.production.min.js': bundleAsset(BROWSER_BUNDLES.react, JS),
    'react-dom.production.min.js': bundleAsset(BROWSER_BUNDLES.reactDom, JS),
    'graphiql.min.js': bundleAsset(BROWSER_BUNDLES.graphiql, JS),
    'graphiql.min.css': bundleAsset(BROWSER_BUNDLES.graphiqlCss, CSS),
    'playground.js': ownAsset(PLAYGROUND_SCRIPT, JS),
    'playground.css': ownAsset(PLAYGROUND_CSS, CSS),
  });
}
