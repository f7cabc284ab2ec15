/**
 * The response examples a description gives for its own operations. Checking
 * them is how the checker's leniency (formats, nullable, exceptions) is kept
 * honest: what the vendor shows as a real response must pass.
 */
import { dereference } from './json-pointer.js';
import { HTTP_METHODS, isObject, type OasDocument, type OasResponse } from './oas-types.js';

export interface DescribedExample {
  /** "GET /api/v2/users" */
  operation: string;
  template: string;
  method: string;
  status: number;
  name: string;
  value: unknown;
}

export function responseExamples(document: OasDocument, operations: readonly string[]): DescribedExample[] {
  const examples: DescribedExample[] = [];
  for (const [template, rawItem] of Object.entries(document.paths ?? {})) {
    const item = dereference<Record<string, unknown>>(document, rawItem);
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      const key = `${method.toUpperCase()} ${template}`;
      if (!isObject(operation) || !operations.includes(key) || !isObject(operation.responses)) continue;
      for (const [status, rawResponse] of Object.entries(operation.responses)) {
        const media = dereference<OasResponse>(document, rawResponse).content?.['application/json'] as Record<string, unknown> | undefined;
        if (!media || !/^\d+$/.test(status)) continue;
        const found: Array<[string, unknown]> = [];
        if (media.example !== undefined) found.push(['example', media.example]);
        for (const [name, raw] of Object.entries(isObject(media.examples) ? media.examples : {})) {
          const example = dereference<{ value?: unknown }>(document, raw);
          if (isObject(example) && example.value !== undefined) found.push([name, example.value]);
        }
        for (const [name, value] of found) {
          examples.push({ operation: key, template, method: method.toUpperCase(), status: Number(status), name, value: unwrapJsonText(value) });
        }
      }
    }
  }
  return examples;
}

/** Jira writes its examples as JSON text inside the description. */
function unwrapJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}
