/** The Connector Resource record: one connector's support of one unified resource. */
import type { ConnectorDefinition, ResourceBinding } from '../connectors/framework/define.js';
import type { ConnectorResource } from './record-schemas.js';
import { bindingStatus, resourceSupport } from './resource-support.js';

export function buildConnectorResourceRecord(connector: ConnectorDefinition, binding: ResourceBinding): ConnectorResource {
  return {
    id: binding.declaration.id,
    name: binding.declaration.name,
    status: bindingStatus(connector, binding),
    ...resourceSupport(binding),
  };
}
