/**
 * What HubSpot does with particular object types beyond storing their
 * properties: a contact's email is unique ("Contact already exists. Existing
 * ID: …", 409) and gives hs_email_domain, its primary company is
 * associatedcompanyid; a deal's stage must belong to its pipeline (the
 * default pipeline when none is named) and gives the stage probability and
 * the closed and won flags; a lead's stage belongs to the leads pipeline;
 * companies count their contacts; contacts, companies and deals know their
 * last activity (notes_last_updated) from their notes and engagements.
 */
import { fail, type KitContext, type StoredRecord, type TenantState } from '../framework/kit/index.js';
import type { HubspotAccount } from './accounts.js';
import { associationsOf } from './association-store.js';
import type { ResolvedType } from './types.js';

type Values = Record<string, string | null>;

export const DEFAULT_PIPELINE = 'default';
export const LEADS_PIPELINE = 'lead-pipeline-id';

interface Stage {
  id: string;
  metadata: { probability?: string; isClosed?: string };
}

export function stageOf(tenant: TenantState, objectTypeId: string, pipelineId: string | null | undefined, stageId: string | null | undefined): Stage | undefined {
  const pipeline = tenant.table('pipelines').get(`${objectTypeId}:${pipelineId ?? ''}`);
  return (pipeline?.stages as Stage[] | undefined)?.find((stage) => stage.id === stageId);
}

const ENGAGEMENT_TABLES: Readonly<Record<string, string>> = { '0-46': 'notes', '0-48': 'calls', '0-49': 'emails', '0-47': 'meetings', '0-27': 'tasks' };

/** notes_last_updated, "Last Activity Date": the latest time of the record's notes and engagements. */
function lastActivity(objectTypeId: string, id: string, tenant: TenantState): string | null {
  const associations = associationsOf(tenant);
  let latest: string | null = null;
  for (const [typeId, table] of Object.entries(ENGAGEMENT_TABLES)) {
    for (const link of associations.of(objectTypeId, id, typeId)) {
      const time = (tenant.table(table).get(link.toObjectId)?.properties as Values | undefined)?.hs_timestamp ?? null;
      if (time !== null && (latest === null || time > latest)) latest = time;
    }
  }
  return latest;
}

export function computedProperties(type: ResolvedType, record: StoredRecord, tenant: TenantState): Values {
  const stored = (record.properties ?? {}) as Values;
  const associations = associationsOf(tenant);
  const contactCount = () => String(associations.of(type.objectTypeId, record.id, '0-1').length);
  switch (type.objectTypeId) {
    case '0-1': {
      const email = stored.email;
      return {
        hs_email_domain: email ? (email.split('@')[1] ?? null) : null,
        associatedcompanyid: associations.withType('0-1', record.id, '0-2', 1) ?? stored.associatedcompanyid ?? null,
        notes_last_updated: lastActivity('0-1', record.id, tenant),
      };
    }
    case '0-2':
      return { num_associated_contacts: contactCount(), notes_last_updated: lastActivity('0-2', record.id, tenant) };
    case '0-3': {
      const stage = stageOf(tenant, '0-3', stored.pipeline, stored.dealstage);
      const probability = stage?.metadata.probability ?? null;
      const closed = stage?.metadata.isClosed === 'true';
      return {
        hs_deal_stage_probability: probability,
        hs_is_closed: String(closed),
        hs_is_closed_won: String(closed && Number(probability) === 1),
        num_associated_contacts: contactCount(),
        notes_last_updated: lastActivity('0-3', record.id, tenant),
      };
    }
    default:
      return {};
  }
}

function uniqueEmail(values: Values, existing: StoredRecord | undefined, ctx: KitContext<HubspotAccount>): void {
  const email = values.email?.toLowerCase();
  if (!email) return;
  const other = ctx.tenant.table('contacts').all().find((contact) => contact.id !== existing?.id && String((contact.properties as Values).email ?? '').toLowerCase() === email);
  if (other) throw fail.conflict(`Contact already exists. Existing ID: ${other.id}`, { context: { existingId: [other.id] } });
}

/** A stage and pipeline pair that exists; the stage's entry time is stamped when it changes. */
function checkStage(objectTypeId: string, stageProperty: string, pipelineProperty: string, fallback: string, values: Values, existing: StoredRecord | undefined, ctx: KitContext<HubspotAccount>): void {
  const before = (existing?.properties ?? {}) as Values;
  if (!(stageProperty in values) && !(pipelineProperty in values) && existing) return;
  const pipeline = values[pipelineProperty] ?? before[pipelineProperty] ?? fallback;
  const stage = values[stageProperty] ?? before[stageProperty];
  if (!ctx.tenant.table('pipelines').has(`${objectTypeId}:${pipeline}`)) {
    throw fail.validation(`${pipeline} is not a valid pipeline`, { errors: [{ message: `${pipeline} is not a valid pipeline`, code: 'INVALID_OPTION', context: { propertyName: [pipelineProperty] } }] });
  }
  if (stage === null || stage === undefined) return;
  if (!stageOf(ctx.tenant, objectTypeId, pipeline, stage)) {
    const message = `${stage} is not a valid ${stageProperty} for pipeline ${pipeline}`;
    throw fail.validation(message, { errors: [{ message, code: 'INVALID_OPTION', context: { propertyName: [stageProperty] } }] });
  }
  values[pipelineProperty] = pipeline;
  if (stage !== before[stageProperty] && objectTypeId === '0-3') values.hs_v2_date_entered_current_stage = new Date(ctx.now).toISOString();
}

/** Checks and completes the values of a create (existing undefined) or an update, for the type's rules. */
export function applyTypeRules(type: ResolvedType, values: Values, existing: StoredRecord | undefined, ctx: KitContext<HubspotAccount>): void {
  switch (type.objectTypeId) {
    case '0-1':
      uniqueEmail(values, existing, ctx);
      return;
    case '0-3':
      checkStage('0-3', 'dealstage', 'pipeline', DEFAULT_PIPELINE, values, existing, ctx);
      return;
    case '0-136':
      if (!existing && !values.hs_pipeline_stage) values.hs_pipeline_stage = 'new-stage-id';
      checkStage('0-136', 'hs_pipeline_stage', 'hs_pipeline', LEADS_PIPELINE, values, existing, ctx);
      return;
    default:
  }
}
