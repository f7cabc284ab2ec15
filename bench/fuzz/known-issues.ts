/**
 * Findings the fuzz test knows about and does not fail on, each tied to the
 * issue that fixes it. Remove an entry when its fix lands: the test then
 * holds the line. Nothing else belongs here.
 */
import type { Finding } from './findings.js';

export interface KnownIssue {
  /** Where it is being fixed. */
  issue: string;
  why: string;
  matches(finding: Finding): boolean;
}

/** None at present: issue 21's composite writes (item 1) and path values (item 2) hold. */
export const KNOWN_ISSUES: readonly KnownIssue[] = [];

export function markKnown(findings: readonly Finding[], known: readonly KnownIssue[] = KNOWN_ISSUES): Finding[] {
  return findings.map((finding) => {
    const issue = known.find((candidate) => candidate.matches(finding));
    return issue ? { ...finding, known: `${issue.issue}: ${issue.why}` } : finding;
  });
}
