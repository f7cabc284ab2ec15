/**
 * The served connectors and Google Drive, which is not served yet
 * (src/connectors/index.ts says why): the registry the Google Drive
 * connector's own tests serve it through.
 */
import { CONNECTORS } from '../../src/connectors/index.js';
import { googleDrive } from '../../src/connectors/google-drive/definition.js';
import { ConnectorRegistry } from '../../src/connectors/registry.js';

export const googleDrivePreview = (): ConnectorRegistry => new ConnectorRegistry([...CONNECTORS, googleDrive]);
