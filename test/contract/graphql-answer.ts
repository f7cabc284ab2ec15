/**
 * A GraphQL exchange checked against a platform's published schema: the
 * query validates there, and the answer's `data` has the shape that schema
 * gives it, field by field (non-null fields present, lists as arrays, enum
 * values the schema's, scalars of the right JSON kind, `__typename` of a
 * type that may stand there). Used for the Shopify emulator and connector.
 */
import {
  getNamedType,
  getNullableType,
  GraphQLBoolean,
  GraphQLFloat,
  GraphQLID,
  GraphQLInt,
  GraphQLString,
  isAbstractType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  parse,
  validate,
  type FragmentDefinitionNode,
  type GraphQLOutputType,
  type GraphQLSchema,
  type SelectionSetNode,
  getOperationAST,
} from 'graphql';

export function graphqlViolations(schema: GraphQLSchema, query: string, data: unknown, operationName?: string): string[] {
  const problems: string[] = [];
  let document;
  try {
    document = parse(query);
  } catch (error) {
    return [`does not parse: ${(error as Error).message}`];
  }
  for (const error of validate(schema, document)) problems.push(`invalid: ${error.message}`);
  if (problems.length || data === null || data === undefined) return problems;
  const operation = getOperationAST(document, operationName);
  if (!operation) return ['no operation'];
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);

  const checkSelection = (set: SelectionSetNode, typeName: string, value: Record<string, unknown>, path: string): void => {
    const type = schema.getType(typeName);
    if (!type || !isObjectType(type)) return;
    for (const selection of set.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT || selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection;
        const on = fragment?.typeCondition?.name.value;
        const applies = !on || on === typeName || type.getInterfaces().some((item) => item.name === on) || (schema.getType(on) && isAbstractType(schema.getType(on)!) && schema.isSubType(schema.getType(on) as never, type));
        if (fragment && applies) checkSelection(fragment.selectionSet, typeName, value, path);
        continue;
      }
      const key = selection.alias?.value ?? selection.name.value;
      if (selection.name.value === '__typename') continue;
      const field = type.getFields()[selection.name.value];
      if (!field) continue;
      checkValue(field.type, value[key], `${path}.${key}`, selection.selectionSet);
    }
  };

  const checkValue = (type: GraphQLOutputType, value: unknown, path: string, set: SelectionSetNode | undefined): void => {
    if (value === undefined) return void problems.push(`${path} is missing`);
    if (value === null) {
      if (isNonNullType(type)) problems.push(`${path} is null, Shopify's type is ${String(type)}`);
      return;
    }
    const inner = getNullableType(type);
    if (isListType(inner)) {
      if (!Array.isArray(value)) return void problems.push(`${path} is not a list`);
      value.forEach((item, at) => checkValue(inner.ofType, item, `${path}[${at}]`, set));
      return;
    }
    const named = getNamedType(inner);
    if (isEnumType(named)) {
      if (typeof value !== 'string' || !named.getValue(value)) problems.push(`${path} is ${JSON.stringify(value)}, not a value of ${named.name}`);
      return;
    }
    if (isScalarType(named)) {
      const expected = named === GraphQLInt || named === GraphQLFloat ? 'number' : named === GraphQLBoolean ? 'boolean' : named === GraphQLString || named === GraphQLID ? 'string' : undefined;
      if (expected && typeof value !== expected) problems.push(`${path} is a ${typeof value}, ${named.name} is a ${expected}`);
      if (named === GraphQLInt && !Number.isInteger(value)) problems.push(`${path} is not an Int`);
      return;
    }
    if (typeof value !== 'object' || Array.isArray(value)) return void problems.push(`${path} is not an object`);
    const record = value as Record<string, unknown>;
    let concrete = named.name;
    if (isAbstractType(named)) {
      const typename = record.__typename;
      if (typeof typename !== 'string') return; // Without __typename only the shared fields can be checked; skipped.
      const candidate = schema.getType(typename);
      if (!candidate || !isObjectType(candidate) || !schema.isSubType(named, candidate)) return void problems.push(`${path} is a ${typename}, which cannot stand for ${named.name}`);
      concrete = typename;
    }
    if (set) checkSelection(set, concrete, record, path);
  };

  const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  if (root) checkSelection(operation.selectionSet, root.name, data as Record<string, unknown>, 'data');
  return problems;
}
