/**
 * The in-memory Jira site behind one running emulator: users, projects,
 * issues and their comments, and who can be assigned each project's issues, with the lookups Jira performs (issue by id or key, case-insensitive;
 * project by id or key; a user by account id, email or display name).
 * Each `start()` builds its own store so emulators never share state.
 */
import type { CommentRecord, IssueRecord, JiraProject, JiraUser } from './model.js';

export type NewIssue = Omit<IssueRecord, 'id' | 'key' | 'number'>;
export type NewComment = Omit<CommentRecord, 'id'>;

export class JiraStore {
  private readonly users = new Map<string, JiraUser>();
  private readonly projects = new Map<string, JiraProject>();
  private readonly issues = new Map<string, IssueRecord>();
  private readonly issueIdByKey = new Map<string, string>();
  private readonly childIds = new Map<string, Set<string>>();
  /** Comments of each issue, oldest first. */
  private readonly comments = new Map<string, CommentRecord[]>();
  /** Account ids holding the Assign issues / Assignable user permission, by project id. */
  private readonly assignable = new Map<string, Set<string>>();
  /** Jira issue ids are numeric strings from a site-wide sequence. */
  private nextIssueId = 10000;
  /** Comment ids come from their own site-wide sequence. */
  private nextCommentId = 10000;

  constructor(readonly now: () => number = Date.now) {}

  addUser(user: JiraUser): void {
    this.users.set(user.accountId, user);
  }

  addProject(project: JiraProject): void {
    this.projects.set(project.id, project);
  }

  userById(accountId: string): JiraUser | undefined {
    return this.users.get(accountId);
  }

  listUsers(): JiraUser[] {
    return [...this.users.values()];
  }

  /** JQL resolves a user from an account id, an email address or a display name. */
  findUser(reference: string): JiraUser | undefined {
    const direct = this.users.get(reference);
    if (direct) return direct;
    const wanted = reference.toLowerCase();
    return this.listUsers().find((user) => user.emailAddress.toLowerCase() === wanted || user.displayName.toLowerCase() === wanted);
  }

  listProjects(): JiraProject[] {
    return [...this.projects.values()];
  }

  /** By numeric id, else by key (Jira matches keys case-insensitively). */
  findProject(idOrKey: string): JiraProject | undefined {
    const byId = this.projects.get(idOrKey);
    if (byId) return byId;
    const wanted = idOrKey.toUpperCase();
    return this.listProjects().find((project) => project.key === wanted);
  }

  findProjectByName(name: string): JiraProject | undefined {
    const wanted = name.toLowerCase();
    return this.listProjects().find((project) => project.name.toLowerCase() === wanted);
  }

  /** By numeric id, else by key, case-insensitively as Jira does before answering 404. */
  findIssue(idOrKey: string): IssueRecord | undefined {
    const byId = this.issues.get(idOrKey);
    if (byId) return byId;
    const id = this.issueIdByKey.get(idOrKey.toUpperCase());
    return id === undefined ? undefined : this.issues.get(id);
  }

  issueById(id: string): IssueRecord | undefined {
    return this.issues.get(id);
  }

  /** All issues in creation order. */
  listIssues(): IssueRecord[] {
    return [...this.issues.values()];
  }

  /** Direct children: subtasks of a standard issue, or the issues under an epic. */
  childrenOf(issueId: string): IssueRecord[] {
    const ids = this.childIds.get(issueId);
    if (!ids) return [];
    return [...ids].map((id) => this.issues.get(id)).filter((issue): issue is IssueRecord => issue !== undefined);
  }

  createIssue(input: NewIssue): IssueRecord {
    const project = this.projects.get(input.projectId);
    if (!project) throw new Error(`unknown project ${input.projectId}`);
    project.lastIssueNumber += 1;
    const issue: IssueRecord = {
      ...input,
      id: String(this.nextIssueId++),
      key: `${project.key}-${project.lastIssueNumber}`,
      number: project.lastIssueNumber,
    };
    this.issues.set(issue.id, issue);
    this.issueIdByKey.set(issue.key, issue.id);
    if (issue.parentId) this.link(issue.parentId, issue.id);
    return issue;
  }

  setParent(issue: IssueRecord, parentId: string | null): void {
    if (issue.parentId) this.childIds.get(issue.parentId)?.delete(issue.id);
    issue.parentId = parentId;
    if (parentId) this.link(parentId, issue.id);
  }

  deleteIssue(issue: IssueRecord): void {
    this.setParent(issue, null);
    // Children left behind (issues under a deleted epic) lose their parent, as in Jira.
    for (const child of this.childrenOf(issue.id)) child.parentId = null;
    this.childIds.delete(issue.id);
    this.issues.delete(issue.id);
    this.issueIdByKey.delete(issue.key);
    this.comments.delete(issue.id);
  }

  addComment(input: NewComment): CommentRecord {
    const comment: CommentRecord = { ...input, id: String(this.nextCommentId++) };
    const list = this.comments.get(input.issueId) ?? [];
    list.push(comment);
    this.comments.set(input.issueId, list);
    return comment;
  }

  commentsOf(issueId: string): CommentRecord[] {
    return [...(this.comments.get(issueId) ?? [])];
  }

  /** A comment of this issue: Jira answers 404 for a comment id of another issue. */
  findComment(issueId: string, commentId: string): CommentRecord | undefined {
    return this.comments.get(issueId)?.find((comment) => comment.id === commentId);
  }

  deleteComment(comment: CommentRecord): void {
    const list = this.comments.get(comment.issueId);
    if (list) this.comments.set(comment.issueId, list.filter((candidate) => candidate.id !== comment.id));
  }

  setAssignable(projectId: string, accountIds: readonly string[]): void {
    this.assignable.set(projectId, new Set(accountIds));
  }

  canBeAssigned(projectId: string, accountId: string): boolean {
    return this.assignable.get(projectId)?.has(accountId) ?? false;
  }

  /** The site's labels: every label some issue carries, in Jira's alphabetical order. */
  listLabels(): string[] {
    const labels = new Set<string>();
    for (const issue of this.issues.values()) for (const label of issue.labels) labels.add(label);
    return [...labels].sort();
  }

  projectIssueStats(projectId: string): { total: number; lastUpdated: number | null } {
    let total = 0;
    let lastUpdated: number | null = null;
    for (const issue of this.issues.values()) {
      if (issue.projectId !== projectId) continue;
      total += 1;
      if (lastUpdated === null || issue.updated > lastUpdated) lastUpdated = issue.updated;
    }
    return { total, lastUpdated };
  }

  private link(parentId: string, childId: string): void {
    let ids = this.childIds.get(parentId);
    if (!ids) {
      ids = new Set();
      this.childIds.set(parentId, ids);
    }
    ids.add(childId);
  }
}
