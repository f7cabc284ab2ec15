/**
 * The docs of a connector: which exist (every connector has a connection doc
 * and a rate-limit doc, OAuth connectors also an OAuth client doc) and their
 * content, all generated from the connector's declaration.
 */
import type { ConnectorDefinition } from '../../connectors/framework/define.js';
import type { ConnectorDoc } from '../record-schemas.js';
import { connectionDoc } from './connection-doc.js';
import type { DocInput } from './doc-input.js';
import { oauthCredentialsDoc } from './oauth-credentials-doc.js';
import { rateLimitsDoc } from './rate-limits-doc.js';

interface DocKind {
  audience: ConnectorDoc['audience'];
  name: string;
  appliesTo(connector: ConnectorDefinition): boolean;
  render(input: DocInput): string;
}

const DOC_KINDS: readonly DocKind[] = [
  { audience: 'consumer', name: 'connection', appliesTo: () => true, render: connectionDoc },
  { audience: 'application_owner', name: 'oauth_credentials', appliesTo: (connector) => connector.oauth !== undefined, render: oauthCredentialsDoc },
  { audience: 'application_owner', name: 'rate_limits', appliesTo: () => true, render: rateLimitsDoc },
];

const docId = (kind: DocKind) => `${kind.audience}+${kind.name}`;

export function connectorDocRecords(connector: ConnectorDefinition, publicUrl: string): ConnectorDoc[] {
  return DOC_KINDS.filter((kind) => kind.appliesTo(connector)).map((kind) => ({
    id: docId(kind),
    name: kind.name,
    audience: kind.audience,
    format: 'markdown',
    url: `${publicUrl}/connector/connectors/${encodeURIComponent(connector.id)}/docs/${docId(kind)}`,
  }));
}

/** The Markdown of one doc, or undefined when the connector has no doc of that id. */
export function renderConnectorDoc(input: DocInput, id: string): string | undefined {
  const kind = DOC_KINDS.find((candidate) => docId(candidate) === id && candidate.appliesTo(input.connector));
  return kind?.render(input);
}
