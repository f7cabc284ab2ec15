/**
 * ADF descriptions for seeded issues, shaped like what teams actually write:
 * bugs with steps to reproduce, stories with acceptance criteria, tasks with a
 * checklist, epics with a goal. Some issues have no description at all.
 */
import { bulletList, doc, heading, orderedList, paragraph, text, type AdfDocument } from './adf.js';
import type { SeededRandom } from './seed-random.js';

const BUG_IMPACT = [
  'Several customers reported this through support this week.',
  'Spotted during regression testing on staging; production is affected too.',
  'Happens on roughly one in five attempts, more often on slow connections.',
  'The error rate for this flow doubled since the last release.',
  'Only reproducible for signed-in users with a saved address.',
];

const BUG_STEPS: readonly string[][] = [
  ['Sign in with a test account.', 'Go to the affected page.', 'Repeat the action from the summary.'],
  ['Open the app on a fresh install.', 'Complete the flow once.', 'Background the app and open it again.'],
  ['Clear cookies and local storage.', 'Load the page on a small screen.', 'Scroll to the bottom and interact with the element.'],
  ['Switch the locale in settings.', 'Reload the page.', 'Compare the output with the design.'],
];

const BUG_EXPECTED = [
  'The page behaves as described in the design spec, without errors.',
  'The value updates immediately and matches what the backend returns.',
  'No error is shown and the user can finish the flow.',
];

const STORY_CONTEXT = [
  'Customer interviews from the last quarter keep bringing this up.',
  'Competitors already offer this and it shows up in churn feedback.',
  'This removes a manual workaround the support team applies every day.',
  'Product analytics show a large drop-off at this point of the journey.',
];

const ACCEPTANCE_CRITERIA = [
  'Works on the latest two versions of every supported browser or OS.',
  'Tracked with an analytics event.',
  'Copy reviewed by the content team.',
  'Covered by automated tests.',
  'Behind a feature flag until the rollout is approved.',
  'Meets WCAG 2.2 AA.',
];

const TASK_CONTEXT = [
  'Needed before the next planning session.',
  'Requested by the leadership team.',
  'Recurring work: follow the checklist from last time.',
  'Blocked until the budget is approved, then it is a quick one.',
];

const TASK_CHECKLIST = [
  'Agree on the owner and the deadline.',
  'Share a draft with the stakeholders.',
  'Collect feedback and update.',
  'Announce the result in the team channel.',
  'Link the final document here.',
];

const EPIC_GOALS = [
  'Group the work needed to ship this initiative this half.',
  'Track everything that must land before the launch date.',
  'One place for the scope, owners and progress of this initiative.',
];

function lowerFirst(value: string): string {
  return value.charAt(0).toLowerCase() + value.slice(1);
}

export function seedDescription(random: SeededRandom, type: string, summary: string): AdfDocument | null {
  switch (type) {
    case 'Bug':
      return doc(
        paragraph(random.pick(BUG_IMPACT)),
        heading(3, 'Steps to reproduce'),
        orderedList(random.pick(BUG_STEPS)),
        paragraph(text('Expected: ', [{ type: 'strong' }]), random.pick(BUG_EXPECTED)),
      );
    case 'Story':
      return doc(
        paragraph(`Goal: ${lowerFirst(summary)}.`),
        paragraph(random.pick(STORY_CONTEXT)),
        heading(3, 'Acceptance criteria'),
        bulletList(random.sample(ACCEPTANCE_CRITERIA, random.int(2, 4))),
      );
    case 'Task':
      if (random.chance(0.25)) return null;
      return random.chance(0.5)
        ? doc(paragraph(random.pick(TASK_CONTEXT)), bulletList(random.sample(TASK_CHECKLIST, random.int(2, 4))))
        : doc(paragraph(random.pick(TASK_CONTEXT)));
    case 'Epic':
      return doc(paragraph(random.pick(EPIC_GOALS)), paragraph(`Scope: ${lowerFirst(summary)}.`));
    default:
      return random.chance(0.5) ? null : doc(paragraph(`Part of the parent issue: ${lowerFirst(summary)}.`));
  }
}
