/** The summary each operationId has in the OpenAPI documents (the request log's `operation.name`), read once. */
import { unifiedOperationDoc } from '../../catalog/openapi/unified-operations.js';
import { PROXY_OPERATIONS } from '../../catalog/openapi/platform/proxy-operations.js';
import { UNIFIED_APIS } from '../../unified/index.js';

let names: Map<string, string> | undefined;

function build(): Map<string, string> {
  const map = new Map<string, string>();
  for (const api of UNIFIED_APIS) {
    for (const resource of api.resources) {
      for (const operation of resource.operations) {
        const doc = unifiedOperationDoc(api, resource, operation);
        map.set(doc.operationId, doc.summary);
      }
      if (resource.download) {
        const doc = unifiedOperationDoc(api, resource, 'one', true);
        map.set(doc.operationId, doc.summary);
      }
      for (const action of resource.actions) map.set(action.operationId, action.summary);
    }
  }
  for (const doc of Object.values(PROXY_OPERATIONS)) map.set(doc.operationId, doc.summary);
  return map;
}

export function operationName(operationId: string): string {
  names ??= build();
  return names.get(operationId) ?? operationId;
}
