/** The File Storage API is declared once (src/unified/file-storage/) from the reference's file-storage.yml: reference-model-checks.ts holds it to the file. */
import { fileStorage } from '../../src/unified/file-storage/index.js';
import { checkAgainstReference } from './reference-model-checks.js';

checkAgainstReference({
  api: fileStorage,
  file: 'file-storage.yml',
  eventTypeSchema: 'FileStorageEventType',
  models: { files: 'UnifiedFile' },
  requestModels: true,
  deliberate: {},
  // SPEC.md's compact File names the folder a file is in.
  extraFields: { 'files parent_folder_id': 'SPEC.md compact File' },
});
