/**
 * Path, query and header parameters: read from the exchange the way the
 * description says they are serialized (OAS `style`/`explode`), then validated
 * against their schemas with strings coerced to the declared types.
 */
import { FORM_URLENCODED } from './media-types.js';
import type { OasParameter } from './oas-types.js';
import type { DescribedOperation } from './operation-index.js';
import type { SchemaCompiler } from './schema-compiler.js';
import { declaredTypes, propertySchemas } from './schema-shapes.js';
import type { Finding } from './violations.js';

/** Headers that OAS says are never described as parameters (they are ignored if they are). */
const IGNORED_HEADER_PARAMETERS = new Set(['accept', 'content-type', 'authorization']);

export interface ParameterContext {
  document: unknown;
  /** Request-direction compiler that coerces strings. */
  compiler: SchemaCompiler;
}

export function checkPathParameters(operation: DescribedOperation, values: Record<string, string>, context: ParameterContext): Finding[] {
  const findings: Finding[] = [];
  for (const [name, value] of Object.entries(values)) {
    // A template variable the description forgot to declare: nothing to check it against.
    const parameter = operation.parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
    if (parameter) findings.push(...validate(parameter, value, 'path', context));
  }
  return findings;
}

export function checkQueryParameters(
  operation: DescribedOperation,
  query: URLSearchParams,
  /** Query keys that are known for another reason (API keys of the security schemes). */
  alsoKnown: ReadonlySet<string>,
  context: ParameterContext,
): Finding[] {
  const sent = new Map<string, string[]>();
  for (const [key, value] of query) sent.set(key, [...(sent.get(key) ?? []), value]);
  const consumed = new Set<string>(alsoKnown);
  const declared = operation.parameters.filter((parameter) => parameter.in === 'query');
  const literalNames = new Set(declared.map((parameter) => parameter.name));

  const findings: Finding[] = [];
  for (const parameter of declared) {
    const read = readQueryParameter(parameter, sent, literalNames, consumed, context.document);
    if (read === undefined) {
      if (parameter.required) findings.push({ where: 'query', message: `required query parameter "${parameter.name}" is missing` });
    } else if ('problem' in read) {
      findings.push({ where: 'query', message: read.problem });
    } else {
      for (const value of read.values) findings.push(...validate(parameter, value, 'query', context));
    }
  }
  for (const key of sent.keys()) {
    if (!consumed.has(key)) findings.push({ where: 'query', message: `query parameter "${key}" is not described for this operation` });
  }
  return findings;
}

export function checkHeaderParameters(operation: DescribedOperation, headers: ReadonlyMap<string, string>, context: ParameterContext): Finding[] {
  const findings: Finding[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'header' || IGNORED_HEADER_PARAMETERS.has(parameter.name.toLowerCase())) continue;
    const raw = headers.get(parameter.name.toLowerCase());
    if (raw === undefined) {
      if (parameter.required) findings.push({ where: 'headers', message: `required header "${parameter.name}" is missing` });
      continue;
    }
    // Headers use `style: simple`: arrays are comma-separated.
    const value = declaredTypes(context.document, parameter.schema).has('array') ? raw.split(',').map((item) => item.trim()) : raw;
    findings.push(...validate(parameter, value, 'headers', context));
  }
  return findings;
}

type QueryRead = { values: unknown[] } | { problem: string } | undefined;

function readQueryParameter(
  parameter: OasParameter,
  sent: ReadonlyMap<string, string[]>,
  literalNames: ReadonlySet<string>,
  consumed: Set<string>,
  document: unknown,
): QueryRead {
  const style = parameter.style ?? 'form';
  const explode = parameter.explode ?? style === 'form';
  const schema = schemaOf(parameter);
  const types = declaredTypes(document, schema);

  // Zendesk's `page[size]=2&page[after]=…`: one object parameter spread over bracketed keys.
  if (style === 'deepObject') {
    return collectKeys(sent, consumed, (key) =>
      !literalNames.has(key) && key.startsWith(`${parameter.name}[`) && key.endsWith(']') ? key.slice(parameter.name.length + 1, -1) : undefined,
    );
  }

  const values = sent.get(parameter.name);
  if (values === undefined) {
    // An exploded `form` object puts each of its properties at the top level of the query.
    if (types.has('object') && style === 'form' && explode) {
      const properties = propertySchemas(document, schema);
      return collectKeys(sent, consumed, (key) => (!literalNames.has(key) && properties.has(key) ? key : undefined));
    }
    return undefined;
  }
  consumed.add(parameter.name);

  if (parameter.content) {
    const [mediaType] = Object.keys(parameter.content);
    if (mediaType !== undefined && mediaType !== FORM_URLENCODED) {
      try {
        return { values: values.map((value) => JSON.parse(value) as unknown) };
      } catch {
        return { problem: `query parameter "${parameter.name}" is not valid JSON` };
      }
    }
  }
  if (types.has('array')) {
    if (explode && style === 'form') return { values: [values] };
    const delimiter = style === 'spaceDelimited' ? ' ' : style === 'pipeDelimited' ? '|' : ',';
    return { values: [values.flatMap((value) => (value === '' ? [] : value.split(delimiter)))] };
  }
  if (types.has('object') && !explode) {
    const pairs = (values[0] ?? '').split(',');
    const object: Record<string, string> = {};
    for (let i = 0; i + 1 < pairs.length; i += 2) object[pairs[i] as string] = pairs[i + 1] as string;
    return { values: [object] };
  }
  if (values.length > 1) {
    // "role[]=agent&role[]=admin": the Rails/PHP array convention, whatever the declared schema says.
    if (parameter.name.endsWith('[]')) return { values };
    return { problem: `query parameter "${parameter.name}" is sent ${values.length} times, but the description does not make it an array` };
  }
  return { values };
}

function collectKeys(
  sent: ReadonlyMap<string, string[]>,
  consumed: Set<string>,
  propertyOf: (key: string) => string | undefined,
): QueryRead {
  const object: Record<string, unknown> = {};
  let found = false;
  for (const [key, values] of sent) {
    const property = propertyOf(key);
    if (property === undefined) continue;
    object[property] = values.length === 1 ? values[0] : values;
    consumed.add(key);
    found = true;
  }
  return found ? { values: [object] } : undefined;
}

function schemaOf(parameter: OasParameter): unknown {
  if (parameter.schema !== undefined) return parameter.schema;
  const first = parameter.content ? Object.values(parameter.content)[0] : undefined;
  return first?.schema;
}

function validate(parameter: OasParameter, value: unknown, where: Finding['where'], context: ParameterContext): Finding[] {
  const label = where === 'headers' ? 'header' : `${where} parameter`;
  return context.compiler
    .validator(schemaOf(parameter))(value)
    .map((problem) => ({ where, message: `${label} "${parameter.name}": ${problem}` }));
}
