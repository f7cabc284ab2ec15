/** The one check every application-scoped admin action starts with, apart from the admin service (admin.ts) and integrations (integrations.ts), which both make it. */
import { ApiError } from '../core/errors/api-error.js';
import type { Database } from '../store/database.js';
import * as applicationsRepo from '../store/repositories/applications.js';
import type { ApplicationRow } from '../store/schema.js';

/** EntityNotFoundError unless the application exists. */
export async function requireApplication(db: Database, applicationId: string): Promise<ApplicationRow> {
  const app = await applicationsRepo.findApplication(db, applicationId);
  if (!app) throw new ApiError('EntityNotFoundError', { message: 'Application not found', detail: { application_id: applicationId } });
  return app;
}
