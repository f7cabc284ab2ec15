/**
 * Unified ATS applications on Greenhouse applications
 * (https://harvestdocs.greenhouse.io/reference/get_v3-applications): listed
 * with GET /v3/applications, one read as that list asked for its id (`ids`),
 * created (POST /v3/applications: `candidate_id`, `job_id`, the stage as
 * `initial_stage_id`, else the job's first stage; application-create.ts) and
 * deleted (DELETE); the mapping is application-fields.ts. Each page also
 * reads the stages of its applications' jobs, for the stages' names
 * (job-stages.ts). An update is made of Greenhouse's moves
 * (application-moves.ts).
 */
import { applications } from '../../unified/ats/applications.js';
import { collection } from '../kit/index.js';
import { createOpenAtStage } from './application-create.js';
import { applicationFields } from './application-fields.js';
import { updateByMoves } from './application-moves.js';
import { greenhouseDialect } from './dialect.js';
import { GREENHOUSE_APPLICATION_EVENTS } from './inbound.js';
import { stagesOfPage } from './job-stages.js';

export const greenhouseApplications = collection(applications, {
  dialect: greenhouseDialect,
  downstream: { id: 'applications', name: 'Applications' },
  what: 'application',
  fields: applicationFields,
  path: '/v3/applications',
  findOne: (id) => ({ ids: id }),
  context: stagesOfPage,
  list: true,
  add: true,
  update: { method: 'PATCH' },
  delete: true,
  events: GREENHOUSE_APPLICATION_EVENTS,
  hooks: {
    beforeWrite: createOpenAtStage,
    update: updateByMoves,
  },
});
