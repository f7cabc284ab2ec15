/** The ATS API is declared once (src/unified/ats/) from the reference's ats.yml: reference-model-checks.ts holds it to the file. */
import { ats } from '../../src/unified/ats/index.js';
import { checkAgainstReference } from './reference-model-checks.js';

checkAgainstReference({
  api: ats,
  file: 'ats.yml',
  eventTypeSchema: 'AtsEventType',
  deliberate: {
    // An email entry without its address says nothing: never null here, where the reference allows it (in every model).
    '* emails[].email': 'string, not nullable',
    // The reference leaves a block's type unsaid (properties only); a block is an object.
    'jobs blocks[]': 'object',
  },
  // SPEC.md's compact Applicant has a `stage` object, which the reference's Applicant lacks (it has stage_id).
  extraFields: { 'applicants stage': 'SPEC.md compact Applicant' },
  extraOperations: { 'GET /ats/applicants/{id}/download applicantsDownload': 'the résumé behind cv_url, read through this service' },
});
