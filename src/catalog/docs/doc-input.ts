import type { ConnectorDefinition } from '../../connectors/framework/define.js';
import type { CatalogContext } from '../context.js';

/** What a doc is written from: the connector's declaration and a few facts about the service. */
export interface DocInput {
  connector: ConnectorDefinition;
  /** Names of the unified APIs the connector serves. */
  apiNames: readonly string[];
  context: CatalogContext;
}
