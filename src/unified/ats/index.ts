import { defineUnifiedApi } from '../define.js';
import { applicants } from './applicants.js';
import { applications } from './applications.js';
import { jobs } from './jobs.js';

export const ats = defineUnifiedApi({
  id: 'ats',
  name: 'ATS API',
  description:
    'Read and write the records of applicant tracking systems: the jobs a company recruits for, the applicants, and their applications moving through each job\'s hiring stages.',
  status: 'live',
  categories: ['ats', 'recruiting'],
  resources: [jobs, applicants, applications],
});
