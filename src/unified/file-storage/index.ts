import { defineUnifiedApi } from '../define.js';
import { driveGroups, drives } from './drives.js';
import { files } from './files.js';
import { folders } from './folders.js';
import { sharedLinks } from './shared-links.js';
import { uploadSessions } from './upload-sessions.js';

export const fileStorage = defineUnifiedApi({
  id: 'file-storage',
  name: 'File Storage API',
  description:
    'Files and folders of cloud storage platforms: list, read, rename, move, copy and delete them, search, download (with ranges) and upload streamed through the service, resumable upload sessions for large files, shared links, drives and drive groups.',
  status: 'beta',
  categories: ['file-storage', 'documents'],
  resources: [files, folders, sharedLinks, drives, driveGroups, uploadSessions],
});
