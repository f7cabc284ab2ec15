/**
 * Deal pipelines as the opportunity writes need them: the stage that means
 * won (closed, probability 1), lost (closed, probability 0) or open (the
 * first open stage) in a pipeline, so a unified `status` can move a deal.
 */
import type { ConnectorContext } from '../framework/define.js';
import { forRecord, invalidInput } from './api.js';
import { segment } from '../framework/rest/path.js';

interface Ordered {
  id: string;
  label: string;
  displayOrder: number;
  archived?: boolean;
  createdAt?: string;
  updatedAt?: string;
}

export interface HubspotStage extends Ordered {
  metadata?: { probability?: string; isClosed?: string };
}

export interface HubspotPipeline extends Ordered {
  stages: HubspotStage[];
}

export const PIPELINE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export async function dealPipeline(ctx: ConnectorContext, id: string): Promise<HubspotPipeline> {
  const { body } = await forRecord('pipeline', id, () => ctx.http.request<HubspotPipeline>({ method: 'GET', path: `/crm/v3/pipelines/deals/${segment(id)}` }), PIPELINE_ID);
  return body;
}

/** The stage of a pipeline a status stands for. */
export function stageForStatus(pipeline: HubspotPipeline, status: string): string {
  const stages = [...pipeline.stages].filter((stage) => !stage.archived).sort((a, b) => a.displayOrder - b.displayOrder);
  const closed = (stage: HubspotStage) => stage.metadata?.isClosed === 'true';
  const probability = (stage: HubspotStage) => Number(stage.metadata?.probability);
  const wanted = status.toLowerCase();
  const found = wanted === 'won' ? stages.find((stage) => closed(stage) && probability(stage) === 1)
    : wanted === 'lost' ? stages.find((stage) => closed(stage) && probability(stage) === 0)
      : wanted === 'open' ? stages.find((stage) => !closed(stage))
        : undefined;
  if (!found) throw invalidInput(`status "${status.slice(0, 40)}" is not one HubSpot deals take (open, won, lost), or pipeline ${pipeline.id} has no such stage`, { field: 'status' });
  return found.id;
}
