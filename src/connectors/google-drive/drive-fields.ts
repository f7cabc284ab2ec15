/**
 * A shared drive (drive-v3.json `Drive`) as a unified drive: its id, name and
 * creation time; Drive keeps no description and no last change of a drive.
 */
import type { Static } from 'typebox';
import { codecs, fieldTable } from '../kit/index.js';
import type { Drive } from '../../unified/file-storage/drives.js';

export interface DriveRecord {
  id: string;
  name?: string;
  createdTime?: string;
}

export const driveFields = fieldTable<Static<typeof Drive>, DriveRecord>(
  {
    id: { at: 'id', codec: codecs.idText, write: false },
    name: 'name',
    created_at: { at: 'createdTime', codec: codecs.isoDateTime, write: false },
  },
  { absent: ['description', 'updated_at', 'updated_by', 'created_by'] },
);

export const DRIVE_FIELDS = 'id,name,createdTime';
