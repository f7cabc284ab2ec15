/**
 * HubSpot's standard CRM object types as the emulator serves them
 * ("Understanding the CRM", "Object types" table of the CRM object APIs):
 * their names and object type ids (both are accepted in paths), the
 * properties an answer carries when no `properties` were asked for, the
 * properties that hold the creation and change times, and the built-in
 * property definitions (GET /crm/v3/properties/{objectType}). Custom object
 * types come from schemas (schemas.ts) and follow the engagement pattern.
 */

export type PropertyType = 'string' | 'number' | 'date' | 'datetime' | 'enumeration' | 'bool';

/** A property definition in stored shape (properties.ts writes HubSpot's). */
export interface PropertyDefinition {
  name: string;
  label: string;
  type: PropertyType;
  /** Allowed values of an enumeration (stored values). */
  options?: readonly string[];
  /** Set by HubSpot only: a write is refused with READ_ONLY_VALUE. */
  readOnly?: boolean;
  /** Built by HubSpot; false for the account's own properties. */
  hubspotDefined: boolean;
  groupName?: string;
  description?: string;
}

export interface ObjectType {
  /** Name in paths and table name: "contacts". */
  name: string;
  /** HubSpot's object type id: "0-1". */
  objectTypeId: string;
  /** Singular, for association type names ("contact_to_company") and webhook subscription types. */
  singular: string;
  defaultProperties: readonly string[];
  createdProperty: string;
  updatedProperty: string;
  /** Properties a create must carry. */
  requiredProperties: readonly string[];
  properties: readonly PropertyDefinition[];
}

const string = (name: string, label: string): PropertyDefinition => ({ name, label, type: 'string', hubspotDefined: true });
const number = (name: string, label: string): PropertyDefinition => ({ name, label, type: 'number', hubspotDefined: true });
const datetime = (name: string, label: string): PropertyDefinition => ({ name, label, type: 'datetime', hubspotDefined: true });
const date = (name: string, label: string): PropertyDefinition => ({ name, label, type: 'date', hubspotDefined: true });
const bool = (name: string, label: string): PropertyDefinition => ({ name, label, type: 'bool', hubspotDefined: true });
const choice = (name: string, label: string, options: readonly string[]): PropertyDefinition => ({ name, label, type: 'enumeration', options, hubspotDefined: true });
const readOnly = (definition: PropertyDefinition): PropertyDefinition => ({ ...definition, readOnly: true });

const OWNER = string('hubspot_owner_id', 'Owner');
const OBJECT_ID = readOnly(number('hs_object_id', 'Record ID'));
const LIFECYCLE = ['subscriber', 'lead', 'marketingqualifiedlead', 'salesqualifiedlead', 'opportunity', 'customer', 'evangelist', 'other'];

/** What engagements (notes, calls, emails, meetings, tasks) and custom objects share. */
const ENGAGEMENT_COMMON: readonly PropertyDefinition[] = [
  readOnly(datetime('hs_createdate', 'Create date')),
  readOnly(datetime('hs_lastmodifieddate', 'Last modified date')),
  OBJECT_ID,
  OWNER,
  datetime('hs_timestamp', 'Activity date'),
];

function engagement(name: string, objectTypeId: string, singular: string, own: readonly PropertyDefinition[]): ObjectType {
  return {
    name, objectTypeId, singular,
    defaultProperties: ['hs_createdate', 'hs_lastmodifieddate', 'hs_object_id'],
    createdProperty: 'hs_createdate',
    updatedProperty: 'hs_lastmodifieddate',
    requiredProperties: ['hs_timestamp'],
    properties: [...ENGAGEMENT_COMMON, ...own],
  };
}

export const CONTACTS: ObjectType = {
  name: 'contacts', objectTypeId: '0-1', singular: 'contact',
  defaultProperties: ['createdate', 'email', 'firstname', 'hs_object_id', 'lastmodifieddate', 'lastname'],
  createdProperty: 'createdate',
  updatedProperty: 'lastmodifieddate',
  requiredProperties: [],
  properties: [
    readOnly(datetime('createdate', 'Create Date')), readOnly(datetime('lastmodifieddate', 'Last Modified Date')), OBJECT_ID,
    string('firstname', 'First Name'), string('lastname', 'Last Name'), string('salutation', 'Salutation'),
    string('email', 'Email'), readOnly(string('hs_additional_emails', 'Additional email addresses')),
    readOnly(string('hs_email_domain', 'Email Domain')),
    string('phone', 'Phone Number'), string('mobilephone', 'Mobile Phone Number'), string('fax', 'Fax Number'),
    string('company', 'Company Name'), string('jobtitle', 'Job Title'), string('website', 'Website URL'),
    string('address', 'Street Address'), string('city', 'City'), string('state', 'State/Region'), string('zip', 'Postal Code'), string('country', 'Country/Region'),
    string('twitterhandle', 'Twitter Username'), string('hs_language', 'Preferred language'), date('date_of_birth', 'Date of birth'),
    choice('lifecyclestage', 'Lifecycle Stage', LIFECYCLE),
    choice('hs_lead_status', 'Lead Status', ['NEW', 'OPEN', 'IN_PROGRESS', 'OPEN_DEAL', 'UNQUALIFIED', 'ATTEMPTED_TO_CONTACT', 'CONNECTED', 'BAD_TIMING']),
    readOnly(string('hs_analytics_source', 'Original Source')),
    number('associatedcompanyid', 'Primary Associated Company ID'),
    readOnly(datetime('notes_last_updated', 'Last Activity Date')),
    OWNER,
  ],
};

export const COMPANIES: ObjectType = {
  name: 'companies', objectTypeId: '0-2', singular: 'company',
  defaultProperties: ['createdate', 'domain', 'hs_lastmodifieddate', 'hs_object_id', 'name'],
  createdProperty: 'createdate',
  updatedProperty: 'hs_lastmodifieddate',
  requiredProperties: [],
  properties: [
    readOnly(datetime('createdate', 'Create Date')), readOnly(datetime('hs_lastmodifieddate', 'Last Modified Date')), OBJECT_ID,
    string('name', 'Company name'), string('domain', 'Company Domain Name'), string('website', 'Website URL'), string('description', 'Description'),
    string('phone', 'Phone Number'), string('address', 'Street Address'), string('address2', 'Street Address 2'), string('city', 'City'),
    string('state', 'State/Region'), string('zip', 'Postal Code'), string('country', 'Country/Region'),
    string('industry', 'Industry'), number('numberofemployees', 'Number of Employees'), number('annualrevenue', 'Annual Revenue'),
    choice('type', 'Type', ['PROSPECT', 'PARTNER', 'RESELLER', 'VENDOR', 'OTHER']), choice('lifecyclestage', 'Lifecycle Stage', LIFECYCLE),
    string('facebook_company_page', 'Facebook Company Page'), string('linkedin_company_page', 'LinkedIn Company Page'), string('twitterhandle', 'Twitter Handle'),
    readOnly(number('num_associated_contacts', 'Number of Associated Contacts')), readOnly(datetime('notes_last_updated', 'Last Activity Date')),
    OWNER,
  ],
};

export const DEALS: ObjectType = {
  name: 'deals', objectTypeId: '0-3', singular: 'deal',
  defaultProperties: ['amount', 'closedate', 'createdate', 'dealname', 'dealstage', 'hs_lastmodifieddate', 'hs_object_id', 'pipeline'],
  createdProperty: 'createdate',
  updatedProperty: 'hs_lastmodifieddate',
  requiredProperties: ['dealname', 'dealstage'],
  properties: [
    readOnly(datetime('createdate', 'Create Date')), readOnly(datetime('hs_lastmodifieddate', 'Last Modified Date')), OBJECT_ID,
    string('dealname', 'Deal Name'), number('amount', 'Amount'), string('deal_currency_code', 'Currency'),
    string('pipeline', 'Pipeline'), string('dealstage', 'Deal Stage'), datetime('closedate', 'Close Date'),
    choice('dealtype', 'Deal Type', ['newbusiness', 'existingbusiness']), string('description', 'Deal Description'),
    choice('hs_priority', 'Priority', ['low', 'medium', 'high']),
    string('closed_lost_reason', 'Closed Lost Reason'), string('closed_won_reason', 'Closed Won Reason'),
    readOnly(number('hs_deal_stage_probability', 'Deal Stage Probability')),
    readOnly(bool('hs_is_closed', 'Is Deal Closed?')), readOnly(bool('hs_is_closed_won', 'Is Closed Won')),
    readOnly(datetime('hs_v2_date_entered_current_stage', 'Date entered current stage')),
    readOnly(string('hs_analytics_source', 'Original Source Type')),
    readOnly(number('num_associated_contacts', 'Number of Associated Contacts')), readOnly(datetime('notes_last_updated', 'Last Activity Date')),
    OWNER,
  ],
};

export const LEADS: ObjectType = {
  name: 'leads', objectTypeId: '0-136', singular: 'lead',
  defaultProperties: ['hs_createdate', 'hs_lastmodifieddate', 'hs_object_id'],
  createdProperty: 'hs_createdate',
  updatedProperty: 'hs_lastmodifieddate',
  requiredProperties: ['hs_lead_name'],
  properties: [
    readOnly(datetime('hs_createdate', 'Create date')), readOnly(datetime('hs_lastmodifieddate', 'Last modified date')), OBJECT_ID, OWNER,
    string('hs_lead_name', 'Lead name'), choice('hs_lead_type', 'Lead type', ['NEW_BUSINESS', 'UPSELL', 'RE_ATTEMPTING']),
    choice('hs_lead_label', 'Lead label', ['COLD', 'WARM', 'HOT']), string('hs_pipeline', 'Pipeline'), string('hs_pipeline_stage', 'Lead stage'),
  ],
};

export const NOTES = engagement('notes', '0-46', 'note', [string('hs_note_body', 'Note body'), string('hs_attachment_ids', 'Attachments')]);

export const CALLS = engagement('calls', '0-48', 'call', [
  string('hs_call_title', 'Call title'), string('hs_call_body', 'Call notes'), number('hs_call_duration', 'Call duration (ms)'),
  choice('hs_call_direction', 'Call direction', ['INBOUND', 'OUTBOUND']),
  choice('hs_call_status', 'Call status', ['BUSY', 'CALLING_CRM_USER', 'CANCELED', 'COMPLETED', 'CONNECTING', 'FAILED', 'IN_PROGRESS', 'NO_ANSWER', 'QUEUED', 'RINGING']),
  string('hs_call_from_number', 'From number'), string('hs_call_to_number', 'To number'),
]);

export const EMAILS = engagement('emails', '0-49', 'email', [
  string('hs_email_subject', 'Email subject'), string('hs_email_text', 'Email body'), string('hs_email_html', 'Email HTML body'),
  choice('hs_email_direction', 'Email direction', ['EMAIL', 'INCOMING_EMAIL', 'FORWARDED_EMAIL']),
  choice('hs_email_status', 'Email send status', ['BOUNCED', 'FAILED', 'SCHEDULED', 'SENDING', 'SENT']),
]);

export const MEETINGS = engagement('meetings', '0-47', 'meeting', [
  string('hs_meeting_title', 'Meeting name'), string('hs_meeting_body', 'Meeting description'), string('hs_internal_meeting_notes', 'Internal notes'),
  string('hs_meeting_location', 'Location'), string('hs_meeting_external_url', 'External URL'),
  datetime('hs_meeting_start_time', 'Start time'), datetime('hs_meeting_end_time', 'End time'),
  choice('hs_meeting_outcome', 'Meeting outcome', ['SCHEDULED', 'COMPLETED', 'RESCHEDULED', 'NO_SHOW', 'CANCELED']),
]);

export const TASKS = engagement('tasks', '0-27', 'task', [
  string('hs_task_subject', 'Task title'), string('hs_task_body', 'Task notes'),
  choice('hs_task_status', 'Task status', ['NOT_STARTED', 'IN_PROGRESS', 'WAITING', 'COMPLETED', 'DEFERRED']),
  choice('hs_task_priority', 'Priority', ['NONE', 'LOW', 'MEDIUM', 'HIGH']), choice('hs_task_type', 'Task type', ['EMAIL', 'CALL', 'TODO']),
]);

export const STANDARD_TYPES: readonly ObjectType[] = [CONTACTS, COMPANIES, DEALS, LEADS, NOTES, CALLS, EMAILS, MEETINGS, TASKS];

/** Properties every custom object has besides its schema's own. */
export const CUSTOM_OBJECT_BASE: readonly PropertyDefinition[] = ENGAGEMENT_COMMON.filter((property) => property.name !== 'hs_timestamp');

/** A standard type by its name or object type id, any case ("Contacts", "0-1"); undefined for custom types. */
export function standardType(named: string): ObjectType | undefined {
  const key = named.toLowerCase();
  return STANDARD_TYPES.find((type) => type.name === key || type.objectTypeId === key || type.singular === key);
}
