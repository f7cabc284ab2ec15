/**
 * A workspace as a small team has it: six people, five tags, four projects
 * (one archived) with To do / In progress / Done sections and their members,
 * eight tasks a project (some done, most assigned, some tagged, with due
 * dates or due times, one a subtask of the first, also in the project) and their stories: Asana's "created this task" and a
 * few comments. Names of the workspace, projects, sections and tags are
 * fixed (demos and tests name them); the rest comes from the seeded Faker.
 */
import { seedClock, type SeedContext } from '../framework/kit/index.js';
import type { AsanaAccount } from './accounts.js';
import { newGid } from './records.js';
import { textToRich } from './rich-text.js';

const PROJECTS = [
  { name: 'Website Relaunch', color: 'dark-blue', archived: false },
  { name: 'Mobile App', color: 'dark-green', archived: false },
  { name: 'Customer Onboarding', color: 'light-orange', archived: false },
  { name: 'Q1 Planning', color: 'dark-warm-gray', archived: true },
] as const;
const SECTIONS = ['To do', 'In progress', 'Done'] as const;
const TAGS = [['Bug', 'dark-red'], ['Customer', 'dark-purple'], ['Design', 'light-pink'], ['Blocked', 'dark-orange'], ['Quick win', 'light-green']] as const;
const TASKS_PER_PROJECT = 8;

export function seedAsana({ account, faker, now, put }: SeedContext<AsanaAccount>): void {
  const clock = seedClock(now);
  const gid = () => newGid({ faker }, { has: () => false });
  const workspace = account.workspaceGid;
  const domain = account.userEmail.split('@')[1] as string;
  put('workspaces', { id: workspace, name: account.workspaceName, email_domains: [domain], is_organization: false });

  const people = [account.userGid, ...Array.from({ length: 5 }, gid)];
  people.forEach((id, index) => {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    const name = index === 0 ? account.userName : `${first} ${last}`;
    const email = index === 0 ? account.userEmail : faker.internet.email({ firstName: first, lastName: last, provider: domain }).toLowerCase();
    const image = (size: number) => `https://s3.amazonaws.com/profile_photos/${id}.${size}x${size}.png`;
    const photo = index % 2 === 0 ? { image_21x21: image(21), image_27x27: image(27), image_36x36: image(36), image_60x60: image(60), image_128x128: image(128) } : null;
    put('users', { id, name, email, photo, workspaces: [workspace] });
  });

  const tags = TAGS.map(([name, color]) => put('tags', { id: gid(), name, color, notes: '', created_at: clock.daysAgo(120, faker), workspace }).id);

  for (const [p, project] of PROJECTS.entries()) {
    const projectId = gid();
    const created = clock.daysAgo(90 - p * 10, faker);
    const members = [account.userGid, ...faker.helpers.arrayElements(people.slice(1), 3)];
    put('projects', { id: projectId, name: project.name, color: project.color, archived: project.archived, notes: faker.company.catchPhrase(), owner: account.userGid, workspace, created_at: created, modified_at: clock.daysAgo(3, faker) });
    const sections = SECTIONS.map((name) => put('sections', { id: gid(), name, project: projectId, created_at: created }).id);
    members.forEach((user, index) => put('project_memberships', { id: gid(), project: projectId, user, access_level: index === 0 ? 'admin' : 'editor' }));

    let first: string | undefined;
    for (let t = 0; t < TASKS_PER_PROJECT; t++) {
      const id = gid();
      first ??= id;
      const completed = t % 4 === 3;
      const createdAt = clock.daysAgo(60 - t * 5, faker);
      const modifiedAt = clock.daysAgo(Math.max(0.5, 30 - t * 4), faker);
      const notes = faker.lorem.sentences(2);
      const dueOn = t % 3 === 0 ? null : new Date(now + (t - 3) * 86_400_000).toISOString().slice(0, 10);
      const dueAt = t === 4 ? now + 2 * 86_400_000 : null;
      put('tasks', {
        id, name: faker.hacker.phrase().replace(/[.!]$/, ''), resource_subtype: t === 7 ? 'milestone' : 'default_task',
        assignee: t % 5 === 2 ? null : faker.helpers.arrayElement(members),
        completed, completed_at: completed ? modifiedAt : null, created_at: createdAt, created_by: account.userGid,
        due_on: dueAt === null ? dueOn : new Date(dueAt).toISOString().slice(0, 10), due_at: dueAt,
        notes, html_notes: textToRich(notes), modified_at: modifiedAt, parent: t === 5 ? first : null, projects: [projectId],
        tags: faker.helpers.arrayElements(tags, t % 3), workspace,
        memberships: [{ project: projectId, section: sections[completed ? 2 : t % 2] }],
      });
      put('stories', { id: gid(), task: id, type: 'system', resource_subtype: 'added_to_project', text: 'created this task', created_at: createdAt, created_by: account.userGid, is_edited: false, is_pinned: false, source: 'web' });
      for (let c = 0; c < t % 4; c++) {
        const text = faker.lorem.sentence();
        put('stories', {
          id: gid(), task: id, type: 'comment', resource_subtype: 'comment_added', text, html_text: textToRich(text),
          created_at: createdAt + (c + 1) * 3_600_000, created_by: c === 0 ? account.userGid : faker.helpers.arrayElement(members),
          is_edited: false, is_pinned: false, source: 'web',
        });
      }
    }
  }
}
