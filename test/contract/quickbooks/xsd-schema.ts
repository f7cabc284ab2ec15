/**
 * QuickBooks' own data model (Intuit's XSDs, ../shared/downstream-specs/quickbooks/xsd/,
 * Apache-2.0) as JSON Schema, for its JSON: QuickBooks writes the same
 * element names as keys, attributes (`domain`, `sparse`, `startPosition`…)
 * as properties, repeated elements (maxOccurs > 1) as arrays, and a type
 * with simple content (ReferenceType, MemoRef) as `{"value": …, <attributes>}`.
 *
 * Conversion: every named complex type becomes a `$defs` entry with the
 * properties of its sequence, choice and all groups (nested ones included),
 * its base type's (complexContent extension) and its attributes, and
 * `additionalProperties: false`, so a property the model does not have is a
 * violation. Built-in types map to JSON types (decimal → number, int and
 * friends → integer, date and dateTime → strings with their patterns), named
 * simple types to their base with enumerations kept. The abstract element
 * IntuitObject stands for every element of its substitution group (Invoice,
 * Customer, …). `xs:any` (IntuitAnyType, the schema's extension point)
 * accepts anything. Not converted: minOccurs (QuickBooks leaves out what it
 * has no value for, and requests are sparse), choice exclusivity, and facets
 * other than enumerations.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';

type Node = Record<string, unknown>;
export type JsonSchema = Record<string, unknown>;

const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const DATE_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$';

const BUILT_IN: Readonly<Record<string, JsonSchema>> = {
  string: { type: 'string' }, anyURI: { type: 'string' }, token: { type: 'string' }, normalizedString: { type: 'string' }, base64Binary: { type: 'string' },
  decimal: { type: 'number' }, double: { type: 'number' }, float: { type: 'number' },
  int: { type: 'integer' }, integer: { type: 'integer' }, long: { type: 'integer' }, short: { type: 'integer' }, byte: { type: 'integer' },
  positiveInteger: { type: 'integer', minimum: 1 }, nonNegativeInteger: { type: 'integer', minimum: 0 },
  boolean: { type: 'boolean' }, date: { type: 'string', pattern: DATE }, dateTime: { type: 'string', pattern: DATE_TIME }, time: { type: 'string' },
};

const REPEATED = new Set(['xs:element', 'xs:attribute', 'xs:complexType', 'xs:simpleType', 'xs:enumeration', 'xs:sequence', 'xs:choice', 'xs:include', 'xs:import']);

function list(value: unknown): Node[] {
  return value === undefined ? [] : Array.isArray(value) ? (value as Node[]) : [value as Node];
}

const local = (name: string) => name.replace(/^[a-z]+:/, '');

export interface XsdModel {
  /** JSON Schema document whose `$defs` hold every named type. */
  schema: { $defs: Record<string, JsonSchema> };
  /** Element name → type name, for the IntuitObject substitution group (Invoice → Invoice). */
  entities: ReadonlyMap<string, string>;
}

const loaded = new Map<string, XsdModel>();

/** The model of the XSDs in `folder`, read once per process. */
export function loadXsdModel(folder: string): XsdModel {
  let model = loaded.get(folder);
  if (!model) loaded.set(folder, (model = readXsdModel(folder)));
  return model;
}

function readXsdModel(folder: string): XsdModel {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => REPEATED.has(name) });
  const complex = new Map<string, Node>();
  const simple = new Map<string, Node>();
  const entities = new Map<string, string>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.xsd'))) {
    const root = (parser.parse(readFileSync(path.join(folder, file), 'utf8')) as Node)['xs:schema'] as Node;
    for (const type of list(root['xs:complexType'])) complex.set(String(type['@name']), type);
    for (const type of list(root['xs:simpleType'])) simple.set(String(type['@name']), type);
    for (const element of list(root['xs:element'])) {
      if (element['@substitutionGroup'] === 'IntuitObject') entities.set(String(element['@name']), local(String(element['@type'])));
    }
  }

  const defs: Record<string, JsonSchema> = {};

  const typeRef = (name: string): JsonSchema => {
    const bare = local(name);
    if (name.startsWith('xs:')) return BUILT_IN[bare] ?? {};
    if (simple.has(bare)) return simpleSchema(simple.get(bare) as Node);
    if (complex.has(bare)) return { $ref: `#/$defs/${bare}` };
    throw new Error(`XSD type ${name} is not defined`);
  };

  function simpleSchema(type: Node): JsonSchema {
    const restriction = type['xs:restriction'] as Node | undefined;
    if (!restriction) return { type: 'string' };
    const base = typeRef(String(restriction['@base']));
    const values = list(restriction['xs:enumeration']).map((item) => String(item['@value']));
    return values.length > 0 ? { ...base, enum: values } : base;
  }

  /** Elements of a sequence/choice/all (nested groups included) and attributes, into `properties`. */
  function collect(node: Node, properties: Record<string, JsonSchema>, opens: { any: boolean }): void {
    for (const group of ['xs:sequence', 'xs:choice', 'xs:all']) {
      for (const child of list(node[group])) {
        for (const element of list(child['xs:element'])) {
          const name = String(element['@name'] ?? local(String(element['@ref'] ?? '')));
          const one = element['@ref'] === 'IntuitObject'
            ? undefined
            : element['xs:complexType'] ? inlineComplex(element['xs:complexType'] as Node) : typeRef(String(element['@type'] ?? 'xs:string'));
          const many = element['@maxOccurs'] === 'unbounded' || Number(element['@maxOccurs'] ?? 1) > 1;
          if (one === undefined) {
            // IntuitObject: any entity of the substitution group, under its own name.
            for (const [entity, type] of entities) properties[entity] = many ? { type: 'array', items: typeRef(type) } : typeRef(type);
            continue;
          }
          properties[name] = many ? { type: 'array', items: one } : one;
        }
        if (child['xs:any'] !== undefined) opens.any = true;
        collect(child, properties, opens);
      }
    }
    for (const attribute of list(node['xs:attribute'])) properties[String(attribute['@name'])] = typeRef(String(attribute['@type'] ?? 'xs:string'));
  }

  function inlineComplex(type: Node): JsonSchema {
    const properties: Record<string, JsonSchema> = {};
    const opens = { any: false };
    const simpleContent = type['xs:simpleContent'] as Node | undefined;
    const complexContent = type['xs:complexContent'] as Node | undefined;
    if (simpleContent) {
      const extension = (simpleContent['xs:extension'] ?? simpleContent['xs:restriction']) as Node;
      properties.value = typeRef(String(extension['@base']));
      collect(extension, properties, opens);
    } else if (complexContent) {
      const extension = (complexContent['xs:extension'] ?? complexContent['xs:restriction']) as Node;
      const base = local(String(extension['@base']));
      const baseSchema = defOf(base);
      Object.assign(properties, baseSchema.properties as Record<string, JsonSchema>);
      if (baseSchema.additionalProperties !== false) opens.any = true;
      collect(extension, properties, opens);
    } else {
      collect(type, properties, opens);
    }
    return { type: 'object', properties, ...(opens.any ? {} : { additionalProperties: false }) };
  }

  function defOf(name: string): JsonSchema {
    if (!defs[name]) {
      defs[name] = { type: 'object' }; // placeholder against cycles
      defs[name] = inlineComplex(complex.get(name) as Node);
    }
    return defs[name] as JsonSchema;
  }

  for (const name of complex.keys()) defOf(name);
  return { schema: { $defs: defs }, entities };
}
