/**
 * BambooHR's OAuth 2.0 authorization code flow (the description's `oauth`
 * security scheme; BambooHR's "Getting Started With The API"): every company
 * is its own authorization server at https://{companyDomain}.bamboohr.com, so
 * the company domain is asked for before consent. Consent at
 * /authorize.php?request=authorize, code exchange and refresh at
 * /token.php?request=token with the client's id and secret in a JSON body;
 * no PKCE. Access tokens live an hour; a refresh token comes only with the
 * `offline_access` scope, asked for by default. The `hiring:*` scopes are
 * asked for too, so one consent covers the HRIS and the ATS API.
 */
import type { OAuthDeclaration } from '../framework/oauth.js';
import { companyUrl } from './company-domain.js';

export const bamboohrOAuth: OAuthDeclaration = {
  authorizationUrl: (settings) => `${companyUrl(settings.company_domain)}/authorize.php?request=authorize`,
  tokenUrl: (settings) => `${companyUrl(settings.company_domain)}/token.php?request=token`,
  settingsRequiredForAuthorization: ['company_domain'],
  scopes: [
    { id: 'employee', label: 'Employees: read' },
    { id: 'employee.write', label: 'Employees: write' },
    { id: 'employee:job', label: 'Job information (job info and employment status tables)' },
    { id: 'employee:job.write', label: 'Job information: write' },
    { id: 'employee_directory', label: 'Employee directory' },
    { id: 'time_off', label: 'Time off: read' },
    { id: 'time_off.write', label: 'Time off: request, approve, deny, cancel' },
    { id: 'company:info', label: 'Company information' },
    { id: 'public.integration', label: 'Changed employees (sync)' },
    { id: 'hiring:job_openings', label: 'Job openings: read' },
    { id: 'hiring:job_openings.write', label: 'Job openings: create' },
    { id: 'hiring:applications', label: 'Applications and candidates: read' },
    { id: 'hiring:applications.write', label: 'Applications and candidates: create, move, comment' },
    { id: 'hiring:settings', label: 'Hiring settings (applicant statuses)' },
    { id: 'offline_access', label: 'Stay connected (refresh tokens)' },
  ],
  defaultScopes: ['employee', 'employee.write', 'employee:job', 'employee:job.write', 'time_off', 'time_off.write', 'company:info', 'public.integration', 'hiring:job_openings', 'hiring:job_openings.write', 'hiring:applications', 'hiring:applications.write', 'hiring:settings', 'offline_access'],
  pkce: false,
  clientAuthentication: 'client_secret_post',
  tokenRequestFormat: 'json',
};
