/**
 * What some suites need beyond Node and npm: a browser, a PostgreSQL server,
 * Redis. A suite declares it with `describe(name, needs('chromium'), ...)`: it
 * runs when the machine has it and is skipped otherwise, and the run ends with
 * one line naming what was skipped and what enables it
 * (requirements-reporter.ts). Under SVC_TEST_REQUIRE_ALL=true (set by .ci/run)
 * a missing requirement fails the run instead (requirements-setup.ts).
 *
 * PostgreSQL and Redis count as present when their variable is set, without
 * probing: setting the variable asks for those suites, so a server that does
 * not answer fails them loudly instead of hiding behind a skip.
 */
import { accessSync, constants } from 'node:fs';

export type Requirement = 'chromium' | 'postgres' | 'redis';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Under this variable set to true, a missing requirement fails the run. */
export const REQUIRE_ALL_VARIABLE = 'SVC_TEST_REQUIRE_ALL';

interface RequirementInfo {
  /** Which suites need it, as the summary line names them. */
  suites: string;
  /** What makes them run. */
  enable: string;
  available: boolean;
}

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export const REQUIREMENTS: Readonly<Record<Requirement, RequirementInfo>> = {
  chromium: {
    suites: 'browser suites',
    enable: `install Debian's chromium or set CHROMIUM_PATH; none at ${CHROMIUM_PATH}`,
    available: executable(CHROMIUM_PATH),
  },
  postgres: {
    suites: 'PostgreSQL suites',
    enable: 'set TEST_DATABASE_URL=postgres://… of a user that may create databases',
    available: Boolean(process.env.TEST_DATABASE_URL),
  },
  redis: {
    suites: 'Redis suites',
    enable: 'set TEST_REDIS_URL=redis://…',
    available: Boolean(process.env.TEST_REDIS_URL),
  },
};

declare module '@vitest/runner' {
  interface TaskMeta {
    /** What the suite needs beyond Node and npm (read by requirements-reporter.ts). */
    requires?: Requirement[];
  }
}

/** Suite options: skipped unless every requirement is present, and labelled for the summary line. */
export function needs(...requirements: Requirement[]): { skip: boolean; meta: { requires: Requirement[] } } {
  return { skip: !requirements.every((requirement) => REQUIREMENTS[requirement].available), meta: { requires: requirements } };
}

export function missingRequirements(): Requirement[] {
  return (Object.keys(REQUIREMENTS) as Requirement[]).filter((requirement) => !REQUIREMENTS[requirement].available);
}

export function requireAll(env: NodeJS.ProcessEnv = process.env): boolean {
  return /^(true|1|yes)$/i.test(env[REQUIRE_ALL_VARIABLE] ?? '');
}

/** "browser suites (install …), Redis suites (set …)". */
export function describeRequirements(requirements: Iterable<Requirement>): string {
  return [...requirements].map((requirement) => `${REQUIREMENTS[requirement].suites} (${REQUIREMENTS[requirement].enable})`).join(', ');
}
