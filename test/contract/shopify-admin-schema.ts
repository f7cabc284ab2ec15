/**
 * Shopify's own Admin GraphQL schema (2025-01), built from the introspection
 * result in the shared downstream-specs folder (read by path, never copied),
 * and the check that another schema is a strict subset of it: every type,
 * field, argument, enum value, union member and interface there, with the
 * same types, and no argument or input field Shopify requires left out.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildClientSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLNamedType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { downstreamSpecsDir } from './downstream-specs.js';

let cached: GraphQLSchema | undefined;

/** Shopify's schema, or undefined when the shared folder is absent (the tests are then skipped). */
export function shopifyAdminSchema(): GraphQLSchema | undefined {
  if (cached) return cached;
  const dir = downstreamSpecsDir();
  if (!dir) return undefined;
  const introspection = JSON.parse(readFileSync(path.join(dir, 'shopify', 'admin_schema_2025-01.json'), 'utf8')) as { data: IntrospectionQuery };
  cached = buildClientSchema(introspection.data);
  return cached;
}

const kindOf = (type: GraphQLNamedType) =>
  isObjectType(type) ? 'object' : isInterfaceType(type) ? 'interface' : isUnionType(type) ? 'union' : isEnumType(type) ? 'enum' : isInputObjectType(type) ? 'input' : isScalarType(type) ? 'scalar' : 'other';

/** Every way `subset` differs from `shopify` other than leaving things out; empty when it is a strict subset. */
export function subsetViolations(subset: GraphQLSchema, shopify: GraphQLSchema): string[] {
  const problems: string[] = [];
  if (subset.getQueryType()?.name !== shopify.getQueryType()?.name) problems.push(`query root is ${subset.getQueryType()?.name}, Shopify's is ${shopify.getQueryType()?.name}`);
  if (subset.getMutationType()?.name !== shopify.getMutationType()?.name) problems.push(`mutation root is ${subset.getMutationType()?.name}, Shopify's is ${shopify.getMutationType()?.name}`);
  for (const type of Object.values(subset.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    const theirs = shopify.getType(type.name);
    if (!theirs) {
      problems.push(`type ${type.name} is not Shopify's`);
      continue;
    }
    if (kindOf(type) !== kindOf(theirs)) {
      problems.push(`${type.name} is a ${kindOf(type)}, Shopify's is a ${kindOf(theirs)}`);
      continue;
    }
    if (isEnumType(type) && isEnumType(theirs)) {
      for (const value of type.getValues()) if (!theirs.getValue(value.name)) problems.push(`${type.name}.${value.name} is not Shopify's`);
    }
    if (isUnionType(type) && isUnionType(theirs)) {
      const members = new Set(theirs.getTypes().map((member) => member.name));
      for (const member of type.getTypes()) if (!members.has(member.name)) problems.push(`${member.name} is not a member of Shopify's ${type.name}`);
    }
    if ((isObjectType(type) || isInterfaceType(type)) && (isObjectType(theirs) || isInterfaceType(theirs))) {
      const interfaces = new Set(theirs.getInterfaces().map((item) => item.name));
      for (const item of type.getInterfaces()) if (!interfaces.has(item.name)) problems.push(`Shopify's ${type.name} does not implement ${item.name}`);
      const fields = theirs.getFields();
      for (const field of Object.values(type.getFields())) {
        const their = fields[field.name];
        if (!their) {
          problems.push(`${type.name}.${field.name} is not Shopify's`);
          continue;
        }
        if (String(field.type) !== String(their.type)) problems.push(`${type.name}.${field.name} is ${String(field.type)}, Shopify's is ${String(their.type)}`);
        for (const arg of field.args) {
          const theirArg = their.args.find((candidate) => candidate.name === arg.name);
          if (!theirArg) problems.push(`${type.name}.${field.name}(${arg.name}) is not Shopify's`);
          else if (String(arg.type) !== String(theirArg.type)) problems.push(`${type.name}.${field.name}(${arg.name}) is ${String(arg.type)}, Shopify's is ${String(theirArg.type)}`);
        }
        for (const theirArg of their.args) {
          if (isNonNullType(theirArg.type) && theirArg.defaultValue === undefined && !field.args.some((arg) => arg.name === theirArg.name)) {
            problems.push(`${type.name}.${field.name} leaves out Shopify's required argument ${theirArg.name}`);
          }
        }
      }
    }
    if (isInputObjectType(type) && isInputObjectType(theirs)) {
      const fields = theirs.getFields();
      for (const field of Object.values(type.getFields())) {
        const their = fields[field.name];
        if (!their) problems.push(`${type.name}.${field.name} is not Shopify's`);
        else if (String(field.type) !== String(their.type)) problems.push(`${type.name}.${field.name} is ${String(field.type)}, Shopify's is ${String(their.type)}`);
      }
      for (const their of Object.values(fields)) {
        if (isNonNullType(their.type) && their.defaultValue === undefined && !type.getFields()[their.name]) problems.push(`${type.name} leaves out Shopify's required field ${their.name}`);
      }
    }
  }
  return problems;
}
