/** The unified ATS resources Greenhouse serves: jobs, applicants (candidates) and applications. */
import type { ResourceBinding } from '../framework/define.js';
import { greenhouseApplicants } from './applicants.js';
import { greenhouseApplications } from './applications.js';
import { greenhouseJobs } from './jobs.js';

export const greenhouseResources: readonly ResourceBinding[] = [greenhouseJobs, greenhouseApplicants, greenhouseApplications];
