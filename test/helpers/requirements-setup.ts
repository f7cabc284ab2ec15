/**
 * Global setup: under SVC_TEST_REQUIRE_ALL=true (CI), a requirement the
 * machine lacks fails the run before any suite starts, instead of the suites
 * that need it being skipped (test/helpers/requirements.ts).
 */
import { describeRequirements, missingRequirements, REQUIRE_ALL_VARIABLE, requireAll } from './requirements.js';

export default function setup(): void {
  if (!requireAll()) return;
  const missing = missingRequirements();
  if (missing.length > 0) {
    throw new Error(`${REQUIRE_ALL_VARIABLE} is set, so no suite may be skipped, but these would be: ${describeRequirements(missing)}`);
  }
}
