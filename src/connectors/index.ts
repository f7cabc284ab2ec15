/**
 * The connectors a service serves unless told otherwise. Their code (about
 * 9 MB of heap and 15 MB of RSS for twenty platforms, measured in
 * bench/README.md) loads with the first request or job that needs a
 * connector, not at start: an instance that has served no call yet holds none.
 */
import { ConnectorRegistry } from './registry.js';

export const defaultRegistry = new ConnectorRegistry(async () => (await import('./all.js')).CONNECTORS);
