/**
 * The pipelines every account starts with: HubSpot's default deal pipeline
 * ("Sales Pipeline", id "default", its seven stages with their default
 * probabilities), a second deal pipeline of the account's own, and the
 * leads pipeline HubSpot creates with the leads object.
 */
import type { StoredRecord } from '../framework/kit/index.js';
import { pipelineKey } from './pipelines.js';
import { LEADS_PIPELINE } from './type-rules.js';

type StageSeed = readonly [id: string, label: string, probability?: string, isClosed?: boolean];

const SALES: readonly StageSeed[] = [
  ['appointmentscheduled', 'Appointment Scheduled', '0.2'],
  ['qualifiedtobuy', 'Qualified To Buy', '0.4'],
  ['presentationscheduled', 'Presentation Scheduled', '0.6'],
  ['decisionmakerboughtin', 'Decision Maker Bought-In', '0.8'],
  ['contractsent', 'Contract Sent', '0.9'],
  ['closedwon', 'Closed Won', '1.0', true],
  ['closedlost', 'Closed Lost', '0.0', true],
];

const RENEWALS: readonly StageSeed[] = [
  ['renewal-due', 'Renewal due', '0.5'],
  ['renewal-negotiation', 'In negotiation', '0.75'],
  ['renewal-won', 'Renewed', '1.0', true],
  ['renewal-lost', 'Churned', '0.0', true],
];

const LEAD_STAGES: readonly StageSeed[] = [
  ['new-stage-id', 'New'], ['attempting-stage-id', 'Attempting'], ['connected-stage-id', 'Connected'],
  ['qualified-stage-id', 'Qualified'], ['unqualified-stage-id', 'Disqualified'],
];

export const RENEWALS_PIPELINE = 'renewals';
export const OPEN_SALES_STAGES = SALES.filter(([, , , closed]) => !closed).map(([id]) => id);

function pipeline(objectTypeId: string, id: string, label: string, displayOrder: number, stages: readonly StageSeed[], at: number): StoredRecord {
  return {
    id: pipelineKey(objectTypeId, id), objectTypeId, pipelineId: id, label, displayOrder, createdAt: at, updatedAt: at, archived: false,
    stages: stages.map(([stageId, stageLabel, probability, isClosed], index) => ({
      id: stageId, label: stageLabel, displayOrder: index,
      metadata: objectTypeId === '0-3' ? { probability: probability as string, isClosed: String(isClosed === true) } : {},
      createdAt: at, updatedAt: at, archived: false, writePermissions: 'CRM_PERMISSIONS_ENFORCEMENT',
    })),
  };
}

export function seedPipelines(at: number): StoredRecord[] {
  return [
    pipeline('0-3', 'default', 'Sales Pipeline', 0, SALES, at),
    pipeline('0-3', RENEWALS_PIPELINE, 'Renewals', 1, RENEWALS, at),
    pipeline('0-136', LEADS_PIPELINE, 'Lead pipeline', 0, LEAD_STAGES, at),
  ];
}
