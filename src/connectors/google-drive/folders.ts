/**
 * Drive folders (Files of the folder media type) as unified folders: made
 * with files.create, read (an item of another type is no folder: 404),
 * renamed or moved, deleted with what they hold, and copied (folder-copy.ts:
 * Drive cannot copy a folder, so the connector copies the tree).
 */
import { implement } from '../framework/define.js';
import { folders } from '../../unified/file-storage/folders.js';
import { DRIVE, driveId, FOLDER_TYPE, itemFields } from './api.js';
import { copyFolder } from './folder-copy.js';
import { driveFolderFields, type DriveItem } from './item-fields.js';
import { deleteItem, onItem, readItem, updateItem } from './items.js';

export const googleDriveFolders = implement(folders, {
  downstream: { id: 'files', name: 'Files (folders)' },
  mapper: driveFolderFields,
  async one(ctx, { id }) {
    return driveFolderFields(await readItem(ctx, 'folder', id));
  },
  async add(ctx, { record }) {
    const { parent_folder_id: parentId, drive_id: drive } = record as { parent_folder_id?: string; drive_id?: string };
    // A shared drive's top folder has the drive's id: `drive_id` alone names it.
    const parent = driveId('folder', parentId === 'root' && drive ? drive : (parentId ?? 'root'));
    const body = { ...driveFolderFields.write(record), mimeType: FOLDER_TYPE, parents: [parent] };
    const made = await onItem<DriveItem>(ctx, 'folder', parent, { method: 'POST', path: `${DRIVE}/files`, json: body, query: { fields: itemFields } });
    return { id: made.id };
  },
  async update(ctx, { id, record }) {
    const parent = (record as { parent_folder_id?: string }).parent_folder_id;
    const updated = await updateItem(ctx, 'folder', id, driveFolderFields.write(record), parent);
    return { id: updated.id };
  },
  delete: (ctx, { id }) => deleteItem(ctx, 'folder', id),
  actions: {
    copy: {
      async run(ctx, { id, body }) {
        const copied = await copyFolder(ctx, id, String(body?.parent_folder_id ?? 'root'), typeof body?.name === 'string' ? body.name : undefined);
        return { kind: 'id', id: copied };
      },
    },
  },
});
