import { Type } from 'typebox';
import { NullableString, optional } from '../common/schema.js';

/** A stage of a job's hiring process, as an application (and SPEC.md's compact Applicant) holds it. */
export const ApplicationStage = Type.Object(
  optional({
    id: NullableString({ title: 'Stage ID', description: 'Stage of the hiring process; the job\'s first stage when a create leaves it out.', example: '12345' }),
    name: NullableString({ title: 'Stage name', description: 'Name of the stage.', example: 'Phone screen' }),
  }),
  { additionalProperties: false },
);
