/**
 * One Jira site as the kit stores it: the account's tables (users, projects,
 * issues, comments) seen through the lookups Jira performs (issue by id or
 * key, case-insensitively; project by id or key; a user by account id, email
 * or display name). The kit's resources, the JQL hook and the seed all read
 * and write the same tables, so a reset of the account resets everything.
 */
import type { StoredRecord, TenantState } from '../framework/kit/index.js';
import type { CommentRecord, IssueRecord, JiraProject, JiraUser } from './model.js';

export type NewIssue = Omit<IssueRecord, 'id' | 'key' | 'number'>;
export type NewComment = Omit<CommentRecord, 'id'>;

/** Jira issue and comment ids are numeric strings from site-wide sequences. */
const FIRST_ID = 10000;

export class JiraStore {
  constructor(
    readonly tenant: TenantState,
    readonly now: () => number = Date.now,
  ) {}

  /** The store of a kit context: its account's tables and its clock. */
  static of(ctx: { tenant: TenantState; now: number }): JiraStore {
    return new JiraStore(ctx.tenant, () => ctx.now);
  }

  private table<R>(name: 'users' | 'projects' | 'issues' | 'comments') {
    return this.tenant.table<R & StoredRecord>(name);
  }

  addUser(user: JiraUser): void {
    this.table<JiraUser>('users').insert({ ...user, id: user.accountId });
  }

  addProject(project: JiraProject): void {
    this.table<JiraProject>('projects').insert(project);
  }

  userById(accountId: string): JiraUser | undefined {
    return this.table<JiraUser>('users').get(accountId);
  }

  listUsers(): JiraUser[] {
    return this.table<JiraUser>('users').all();
  }

  /** JQL resolves a user from an account id, an email address or a display name. */
  findUser(reference: string): JiraUser | undefined {
    const wanted = reference.toLowerCase();
    return this.userById(reference) ?? this.listUsers().find((user) => user.emailAddress.toLowerCase() === wanted || user.displayName.toLowerCase() === wanted);
  }

  listProjects(): JiraProject[] {
    return this.table<JiraProject>('projects').all();
  }

  /** By numeric id, else by key (Jira matches keys case-insensitively). */
  findProject(idOrKey: string): JiraProject | undefined {
    const wanted = idOrKey.toUpperCase();
    return this.table<JiraProject>('projects').get(idOrKey) ?? this.listProjects().find((project) => project.key === wanted);
  }

  findProjectByName(name: string): JiraProject | undefined {
    const wanted = name.toLowerCase();
    return this.listProjects().find((project) => project.name.toLowerCase() === wanted);
  }

  /** By numeric id, else by key, case-insensitively as Jira does before answering 404. */
  findIssue(idOrKey: string): IssueRecord | undefined {
    const wanted = idOrKey.toUpperCase();
    return this.issueById(idOrKey) ?? this.listIssues().find((issue) => issue.key === wanted);
  }

  issueById(id: string): IssueRecord | undefined {
    return this.table<IssueRecord>('issues').get(id);
  }

  /** All issues in creation order. */
  listIssues(): IssueRecord[] {
    return this.table<IssueRecord>('issues').all();
  }

  /** Direct children: subtasks of a standard issue, or the issues under an epic. */
  childrenOf(issueId: string): IssueRecord[] {
    return this.listIssues().filter((issue) => issue.parentId === issueId);
  }

  nextIssueId(): string {
    return String(this.tenant.next('issue-id', FIRST_ID));
  }

  nextCommentId(): string {
    return String(this.tenant.next('comment-id', FIRST_ID));
  }

  /** The next key of a project: numbers are never reused, even after deletes. */
  nextKey(project: JiraProject): { key: string; number: number } {
    project.lastIssueNumber += 1;
    return { key: `${project.key}-${project.lastIssueNumber}`, number: project.lastIssueNumber };
  }

  /** Stores a whole issue (the seed; the kit stores the issues clients create). */
  createIssue(input: NewIssue): IssueRecord {
    const project = this.findProject(input.projectId);
    if (!project) throw new Error(`unknown project ${input.projectId}`);
    return this.table<IssueRecord>('issues').insert({ ...input, id: this.nextIssueId(), ...this.nextKey(project) });
  }

  setParent(issue: IssueRecord, parentId: string | null): void {
    issue.parentId = parentId;
  }

  /** Removes an issue's dependants: children left behind (issues under a deleted epic) lose their parent, as in Jira, and its comments go. */
  detachIssue(issue: IssueRecord): void {
    for (const child of this.childrenOf(issue.id)) child.parentId = null;
    for (const comment of this.commentsOf(issue.id)) this.table('comments').remove(comment.id);
  }

  deleteIssue(issue: IssueRecord): void {
    this.detachIssue(issue);
    this.table('issues').remove(issue.id);
  }

  addComment(input: NewComment): CommentRecord {
    return this.table<CommentRecord>('comments').insert({ ...input, id: this.nextCommentId() });
  }

  commentsOf(issueId: string): CommentRecord[] {
    return this.table<CommentRecord>('comments').all().filter((comment) => comment.issueId === issueId);
  }

  setAssignable(projectId: string, accountIds: readonly string[]): void {
    this.tenant.extras.set(`assignable:${projectId}`, new Set(accountIds));
  }

  /** Whether the project's permission scheme lets the user be assigned its issues. */
  canBeAssigned(projectId: string, accountId: string): boolean {
    return (this.tenant.extras.get(`assignable:${projectId}`) as Set<string> | undefined)?.has(accountId) ?? false;
  }

  /** The site's labels: every label some issue carries, in Jira's alphabetical order. */
  listLabels(): string[] {
    return [...new Set(this.listIssues().flatMap((issue) => issue.labels))].sort();
  }

  projectIssueStats(projectId: string): { total: number; lastUpdated: number | null } {
    let total = 0;
    let lastUpdated: number | null = null;
    for (const issue of this.listIssues()) {
      if (issue.projectId !== projectId) continue;
      total += 1;
      if (lastUpdated === null || issue.updated > lastUpdated) lastUpdated = issue.updated;
    }
    return { total, lastUpdated };
  }
}
