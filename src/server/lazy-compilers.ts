/**
 * Fastify compiles a serialiser for every response schema of every route
 * when the service starts: about 1.8 MB of generated code kept for routes a
 * deployment may never call, and a large part of the start time. Here the
 * same compiler (Fastify's own, fast-json-stringify) runs on a route's first
 * answer instead, so every answer is still written, and stripped of fields
 * its schema does not declare, exactly as before.
 */
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type BuildSerializer = NonNullable<NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']>;

const fastifyDefault = SerializerSelector() as unknown as BuildSerializer;

export const buildSerializerOnFirstUse: BuildSerializer = (externalSchemas, options) => {
  const compile = fastifyDefault(externalSchemas, options);
  return (route) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data: unknown) => (serialize ??= compile(route) as (data: unknown) => string)(data);
  };
};
