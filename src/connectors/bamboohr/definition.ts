/**
 * BambooHR (https://documentation.bamboohr.com; its description is
 * ../shared/downstream-specs/bamboohr/public.yaml): an HR system. Employees
 * with their job info and employment status tables, the company, and time
 * off, through the HRIS API; its applicant tracking (job openings,
 * applications, and applicants derived from them) through the ATS API, on
 * the same connection. See README.md for what maps to what.
 *
 * Every company has its own host, https://{companyDomain}.bamboohr.com.
 * Authentication: an API key as the HTTP Basic user (password "x"), or
 * OAuth 2.0 (oauth.ts), preferred once the connection holds a token.
 *
 * Failures come with an empty body and the reason in the
 * `x-bamboohr-error-message` header; a throttled request is a 503 with
 * Retry-After, read as a rate limit (a 503 without it is an outage).
 */
import { basicAuth, oauthTokenOr } from '../framework/auth.js';
import { defineConnector } from '../framework/define.js';
import { rateLimitSignals, waitFrom, type HeaderBag } from '../framework/rate-limit.js';
import { bamboohrApplicants } from './ats-applicants.js';
import { bamboohrApplications } from './ats-applications.js';
import { bamboohrJobs } from './ats-jobs.js';
import { bamboohrCompanies } from './companies.js';
import { COMPANY_DOMAIN_PATTERN, companyUrl } from './company-domain.js';
import { bamboohrEmployees } from './employees.js';
import { bamboohrErrorMessage } from './error-message.js';
import { bamboohrInbound } from './inbound.js';
import { bamboohrOAuth } from './oauth.js';
import { bamboohrTimeOffRequests } from './time-off-requests.js';

const hasRetryAfter = (headers: HeaderBag) => headers['retry-after'] !== undefined;

export const bamboohr = defineConnector({
  id: 'bamboohr',
  name: 'BambooHR',
  description: 'HR system: the employees of a BambooHR company with their jobs and employment status, the company, and time off requests, through the HRIS API; its job openings, applicants and applications through the ATS API, on the same connection.',
  websiteUrl: 'https://www.bamboohr.com',
  status: 'beta',
  authType: 'oauth2',
  settings: [
    {
      id: 'company_domain',
      label: 'Company domain',
      type: 'text',
      required: true,
      sensitive: false,
      description: 'The name before .bamboohr.com in your BambooHR address, e.g. "acme" for https://acme.bamboohr.com.',
      placeholder: 'acme',
      // Host-label characters only: the value becomes part of the host every credential is sent to.
      pattern: COMPANY_DOMAIN_PATTERN,
      maxLength: 63,
    },
    {
      id: 'api_key',
      label: 'API key',
      type: 'password',
      required: true,
      sensitive: true,
      description: 'Created in BambooHR under your name (top right) → API Keys; it acts with your permissions.',
      pattern: '^[A-Za-z0-9]{16,128}$',
      maxLength: 128,
    },
  ],
  // BambooHR reads the key as the Basic user and ignores the password; its documentation sends "x".
  auth: oauthTokenOr(basicAuth('api_key', () => 'x')),
  oauth: bamboohrOAuth,
  async verify(ctx) {
    await ctx.http.request({ method: 'GET', path: '/api/v1/company_information' });
  },
  liveBaseUrl: (settings) => companyUrl(settings.company_domain),
  hosts: ['*.bamboohr.com'],
  paging: 'cursor',
  rateLimit: rateLimitSignals({
    documented:
      'BambooHR publishes no request quota; a request it throttles is answered 503 Service Unavailable with Retry-After ' +
      '(seconds) and the reason in x-bamboohr-error-message. A 503 without Retry-After is an outage, retried as one.',
    limits: {
      // No published quota: a cautious pace per company; the 503s say when it is too much.
      requestsPerSecond: 5,
      burst: 10,
      per: 'account',
      account: (settings) => settings.company_domain,
    },
    wait: [waitFrom.retryAfter],
    isRateLimited: (status, headers) => status === 503 && hasRetryAfter(headers),
  }),
  errorMessage: bamboohrErrorMessage,
  // BambooHR's own webhooks for employees (inbound.ts); time off is polled.
  inbound: bamboohrInbound,
  resources: [bamboohrEmployees, bamboohrCompanies, bamboohrTimeOffRequests, bamboohrJobs, bamboohrApplicants, bamboohrApplications],
});
