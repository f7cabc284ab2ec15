/**
 * The words of the seeded site: issue summaries, ADF descriptions shaped like
 * what teams write (bugs with steps to reproduce, stories with acceptance
 * criteria, tasks with a checklist) and comments. Small hand-written
 * templates name the issue's area and are filled by the kit's seeded Faker
 * (`{{…}}` is Faker's own template syntax), so the text reads like work.
 */
import type { Faker } from '@faker-js/faker';
import { bulletList, doc, heading, orderedList, paragraph, text, type AdfDocument } from './adf.js';

export type SeedIssueType = 'Epic' | 'Story' | 'Task' | 'Bug' | 'Subtask';

const SOFTWARE: Record<SeedIssueType, string[]> = {
  Epic: ['{area} overhaul', '{area} reliability', '{area} improvements for H{{helpers.arrayElement(["1","2"])}}'],
  Story: [
    'Show {{commerce.department}} recommendations in {area}',
    'Let users pick {{hacker.adjective}} {{hacker.noun}} settings in {area}',
    'Add {{hacker.adjective}} {{hacker.noun}} support to {area}',
    'Remember the last used {{hacker.noun}} in {area}',
  ],
  Bug: [
    '{area} is broken for users in {{location.country}}',
    '{area} {{hacker.noun}} times out under load',
    '{area} crashes after {{hacker.ingverb}} the {{hacker.noun}}',
    '{area} returns a 500 when the {{hacker.noun}} is empty',
  ],
  Task: [
    'Upgrade the {{hacker.abbreviation}} client used by {area}',
    'Add monitoring for the {area} {{hacker.noun}}',
    'Remove the old {{hacker.adjective}} {{hacker.noun}} from {area}',
    'Document how {area} {{hacker.ingverb}} works',
  ],
  Subtask: ['{{hacker.verb}} the {{hacker.adjective}} {{hacker.noun}}', 'Write tests for the {area} {{hacker.noun}}', 'Review the {{hacker.abbreviation}} changes'],
};

const BUSINESS: Pick<Record<SeedIssueType, string[]>, 'Epic' | 'Task' | 'Subtask'> = {
  Epic: ['{area} plan for {{date.month}}', '{area} refresh', '{area} program 2027'],
  Task: [
    '{{helpers.arrayElement(["Plan","Draft","Review","Finalize"])}} the {area} {{helpers.arrayElement(["brief","budget","timeline","report"])}} for {{date.month}}',
    'Meet {{company.name}} about the {area} {{helpers.arrayElement(["contract","proposal","quote"])}}',
    'Send the {area} update to {{person.fullName}}',
    'Collect {area} feedback from the {{commerce.department}} team',
  ],
  Subtask: ['Book a call with {{person.firstName}}', 'Share the draft with {{person.firstName}}', 'Confirm the budget with {{person.firstName}}'],
};

const ACCEPTANCE_CRITERIA = ['Works on the latest two versions of every supported browser or OS.', 'Tracked with an analytics event.', 'Copy reviewed by the content team.', 'Covered by automated tests.', 'Behind a feature flag until the rollout is approved.'];
const CHECKLIST = ['Agree on the owner and the deadline.', 'Share a draft with the stakeholders.', 'Collect feedback and update.', 'Announce the result in the team channel.', 'Link the final document here.'];

/** Capitalized, except names that start in lower case (iOS). */
function sentence(value: string): string {
  return /^[a-z][A-Z]/.test(value) ? value : value.charAt(0).toUpperCase() + value.slice(1);
}

function lowerFirst(value: string): string {
  return /^[A-Z][a-z]/.test(value) ? value.charAt(0).toLowerCase() + value.slice(1) : value;
}

export function seedSummary(faker: Faker, type: SeedIssueType, area: string, software: boolean): string {
  const templates = software ? SOFTWARE[type] : BUSINESS[type as keyof typeof BUSINESS];
  return sentence(faker.helpers.fake(faker.helpers.arrayElement(templates).replaceAll('{area}', area)));
}

/** A team's chatter: engineers talk shop, business teams talk plans. */
function remark(faker: Faker, software: boolean): string {
  return software ? faker.hacker.phrase() : faker.helpers.fake('{{helpers.arrayElement(["We should","Let us","I would"])}} {{company.buzzPhrase}} before {{date.weekday}}.');
}

export function seedDescription(faker: Faker, type: SeedIssueType, summary: string, area: string, software: boolean): AdfDocument | null {
  switch (type) {
    case 'Bug':
      return doc(
        paragraph(faker.hacker.phrase()),
        heading(3, 'Steps to reproduce'),
        orderedList(['Sign in with a test account.', `${sentence(faker.hacker.verb())} the ${faker.hacker.noun()}.`, `Wait for the ${faker.hacker.adjective()} ${faker.hacker.noun()} to load.`]),
        paragraph(text('Expected: ', [{ type: 'strong' }]), 'no error, and the result the design shows.'),
      );
    case 'Story':
      return doc(paragraph(`Goal: ${lowerFirst(summary)}.`), paragraph(`${faker.company.catchPhrase()}.`), heading(3, 'Acceptance criteria'), bulletList(faker.helpers.arrayElements(ACCEPTANCE_CRITERIA, { min: 2, max: 4 })));
    case 'Task':
      if (faker.datatype.boolean(0.25)) return null;
      return faker.datatype.boolean() ? doc(paragraph(remark(faker, software)), bulletList(faker.helpers.arrayElements(CHECKLIST, { min: 2, max: 4 }))) : doc(paragraph(remark(faker, software)));
    case 'Epic':
      return doc(paragraph(`Scope: everything the ${area} needs this half.`), paragraph(`${faker.company.catchPhrase()}.`));
    case 'Subtask':
      return faker.datatype.boolean() ? null : doc(paragraph(`Part of the parent issue: ${lowerFirst(summary)}.`));
  }
}

export function seedComment(faker: Faker, software: boolean): AdfDocument {
  return doc(paragraph(remark(faker, software)));
}
