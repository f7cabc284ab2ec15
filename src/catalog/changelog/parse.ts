/**
 * Reads CHANGELOG.md into releases and entries, and refuses a file that
 * breaks its own stated format (SPEC.md, Versioning: releases numbered
 * <major>.<minor>.<patch>; each entry with an id, an API, a change type, the
 * connectors and resources touched, and a description). Every problem is
 * reported with its line number, all at once.
 *
 * Given a vocabulary (the APIs, resources and connectors the service has),
 * it also refuses names that do not exist, so the file cannot drift from the
 * code; the service itself parses without one (a deployment may serve fewer
 * connectors than the file mentions).
 */
export const CHANGE_TYPES = ['coverage-expansion', 'fix', 'other'] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

export interface ChangelogEntry {
  id: string;
  api: string;
  change_type: ChangeType;
  connectors: string[];
  resources: string[];
  description: string;
}

export interface ChangelogRelease {
  version: string;
  date: string;
  entries: ChangelogEntry[];
}

export interface ChangelogVocabulary {
  /** Every API id, with its resource ids where they are declared (unified APIs); undefined: any resource id. */
  apis: ReadonlyMap<string, readonly string[] | undefined>;
  connectors: ReadonlySet<string>;
}

const RELEASE_HEADING = /^## (\d+)\.(\d+)\.(\d+) \((\d{4}-\d{2}-\d{2})\)$/;
const ENTRY_HEADING = /^### (.+)$/;
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FIELDS = [
  ['api', 'API'],
  ['change_type', 'Change type'],
  ['connectors', 'Connectors'],
  ['resources', 'Resources'],
] as const;

function compareVersions(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < 3; index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

function isCalendarDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

function nameList(value: string): string[] {
  return value === 'none' ? [] : value.split(',').map((name) => name.trim());
}

/** Paragraphs of the description: lines joined by spaces, paragraphs by a blank line. */
function paragraphs(lines: readonly string[]): string {
  return lines
    .join('\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.split('\n').map((line) => line.trim()).join(' ').trim())
    .filter(Boolean)
    .join('\n\n');
}

export function parseChangelog(markdown: string, vocabulary?: ChangelogVocabulary): ChangelogRelease[] {
  const lines = markdown.split(/\r?\n/);
  const problems: string[] = [];
  const problem = (index: number, text: string) => problems.push(`line ${index + 1}: ${text}`);
  const releases: ChangelogRelease[] = [];
  const ids = new Set<string>();
  let previous: { version: number[]; date: string } | undefined;
  let index = lines.findIndex((line) => line.startsWith('## '));
  if (index < 0) throw new Error('CHANGELOG.md: no release (a "## <major>.<minor>.<patch> (<YYYY-MM-DD>)" heading)');

  while (index < lines.length) {
    const heading = RELEASE_HEADING.exec(lines[index]!);
    if (!heading) {
      problem(index, `expected a release heading "## <major>.<minor>.<patch> (<YYYY-MM-DD>)", found "${lines[index]}"`);
      index = nextHeading(lines, index + 1, /^## /);
      continue;
    }
    const version = heading.slice(1, 4).map(Number);
    const date = heading[4]!;
    if (!isCalendarDate(date)) problem(index, `${date} is not a date`);
    if (previous && compareVersions(version, previous.version) >= 0) problem(index, `${version.join('.')} must be lower than the release above it (${previous.version.join('.')})`);
    if (previous && date > previous.date) problem(index, `${date} is later than the release above it (${previous.date})`);
    previous = { version, date };
    const release: ChangelogRelease = { version: version.join('.'), date, entries: [] };
    releases.push(release);
    const releaseLine = index;
    index = skipBlank(lines, index + 1);

    while (index < lines.length && !lines[index]!.startsWith('## ')) {
      const end = nextHeading(lines, index + 1, /^##+ /);
      const entry = readEntry(lines, index, end, problem, vocabulary);
      if (entry) {
        if (ids.has(entry.id)) problem(index, `entry id ${entry.id} is used twice`);
        ids.add(entry.id);
        release.entries.push(entry);
      }
      index = end;
    }
    if (release.entries.length === 0) problem(releaseLine, `release ${release.version} has no entries`);
  }
  if (problems.length > 0) throw new Error(`CHANGELOG.md does not follow its format:\n${problems.join('\n')}`);
  return releases;
}

function skipBlank(lines: readonly string[], from: number): number {
  let index = from;
  while (index < lines.length && lines[index]!.trim() === '') index += 1;
  return index;
}

function nextHeading(lines: readonly string[], from: number, heading: RegExp): number {
  let index = from;
  while (index < lines.length && !heading.test(lines[index]!)) index += 1;
  return index;
}

function readEntry(
  lines: readonly string[],
  start: number,
  end: number,
  problem: (index: number, text: string) => void,
  vocabulary: ChangelogVocabulary | undefined,
): ChangelogEntry | undefined {
  const heading = ENTRY_HEADING.exec(lines[start]!);
  if (!heading) {
    problem(start, `expected an entry heading "### <id>", found "${lines[start]}"`);
    return undefined;
  }
  const id = heading[1]!.trim();
  if (!ID.test(id)) problem(start, `entry id "${id}" must be lowercase words joined by "-"`);
  const values: Partial<Record<(typeof FIELDS)[number][0], string>> = {};
  let index = skipBlank(lines, start + 1);
  for (const [key, label] of FIELDS) {
    const prefix = `- ${label}: `;
    const line = lines[index];
    if (index >= end || line === undefined || !line.startsWith(prefix) || line.slice(prefix.length).trim() === '') {
      problem(Math.min(index, end - 1), `entry ${id} needs "${prefix}<value>" here`);
      return undefined;
    }
    values[key] = line.slice(prefix.length).trim();
    index += 1;
  }
  const description = paragraphs(lines.slice(index, end));
  if (description === '') problem(start, `entry ${id} has no description`);

  const api = values.api!;
  const changeType = values.change_type!;
  if (!(CHANGE_TYPES as readonly string[]).includes(changeType)) problem(start, `entry ${id}: change type "${changeType}" is not one of ${CHANGE_TYPES.join(', ')}`);
  const connectors = nameList(values.connectors!);
  const resources = nameList(values.resources!);
  for (const [kind, names] of [['connector', connectors], ['resource', resources]] as const) {
    if (new Set(names).size !== names.length) problem(start, `entry ${id} names a ${kind} twice`);
    for (const name of names) if (!ID.test(name)) problem(start, `entry ${id}: "${name}" is not a ${kind} id (or "none")`);
  }
  if (vocabulary) {
    if (!vocabulary.apis.has(api)) problem(start, `entry ${id}: unknown API "${api}" (one of ${[...vocabulary.apis.keys()].join(', ')})`);
    const known = vocabulary.apis.get(api);
    for (const resource of resources) if (known && !known.includes(resource)) problem(start, `entry ${id}: the ${api} API has no resource "${resource}"`);
    for (const connector of connectors) if (!vocabulary.connectors.has(connector)) problem(start, `entry ${id}: unknown connector "${connector}"`);
  }
  return { id, api, change_type: changeType as ChangeType, connectors, resources, description };
}
