/**
 * Ends the run with one line naming the suites skipped for something the
 * machine lacks (test/helpers/requirements.ts) and what enables them, so a
 * green run on a bare machine says what it did not cover.
 */
import type { Reporter, TestModule, Vitest } from 'vitest/node';
import { describeRequirements, REQUIREMENTS, type Requirement } from './requirements.js';

export default class RequirementsReporter implements Reporter {
  #vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.#vitest = vitest;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const skipped = new Set<Requirement>();
    for (const module of testModules) {
      for (const suite of module.children.allSuites()) {
        if (suite.options.mode !== 'skip') continue;
        for (const requirement of suite.meta().requires ?? []) if (!REQUIREMENTS[requirement].available) skipped.add(requirement);
      }
    }
    if (skipped.size === 0) return;
    this.#vitest?.logger.log(`skipped: ${describeRequirements(skipped)}`);
  }
}
