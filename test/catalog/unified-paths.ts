/** The paths tests call a unified resource at, from its declaration: the list's, and a record's under its item path. */
import type { ResourceDeclaration } from '../../src/unified/define.js';

type Json = Record<string, any>;
type Parents = Readonly<Record<string, string>>;

/** `missing` fills a path id nothing names (a test that expects the answer to say so). */
export function collectionPath(resource: ResourceDeclaration, parents: Parents, missing = ''): string {
  return resource.path.replace(/:([a-z_]+)/g, (_match, name: string) => encodeURIComponent(parents[name] ?? missing));
}

/** A record's path: its item path (`itemPath`), whose ids above the record's are its parents' or, where none is, the record's fields of that name. */
export function recordPath(resource: ResourceDeclaration, parents: Parents, record: Json, missing = ''): string {
  const itemPath = resource.itemPath.replace(/:([a-z_]+)/g, (_match, name: string) => encodeURIComponent(parents[name] ?? record[name] ?? missing));
  return `${itemPath}/${encodeURIComponent(record.id as string)}`;
}
