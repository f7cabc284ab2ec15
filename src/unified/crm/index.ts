import { defineUnifiedApi } from '../define.js';
import { activities } from './activities.js';
import { companies } from './companies.js';
import { contacts } from './contacts.js';
import { customObjectSchemas } from './custom-object-schemas.js';
import { customObjects } from './custom-objects.js';
import { leads } from './leads.js';
import { listMembers } from './list-members.js';
import { lists } from './lists.js';
import { notes } from './notes.js';
import { opportunities } from './opportunities.js';
import { pipelines } from './pipelines.js';
import { users } from './users.js';

export const crm = defineUnifiedApi({
  id: 'crm',
  name: 'CRM API',
  description:
    'Read and write the records of customer relationship management platforms: contacts, the companies they work for, the leads and opportunities of the sales team with the pipelines they move through, notes and activities, the CRM\'s users, lists of records, and custom objects with their schemas.',
  status: 'live',
  categories: ['crm', 'sales'],
  resources: [contacts, companies, opportunities, leads, pipelines, notes, users, activities, lists, listMembers, customObjectSchemas, customObjects],
});
