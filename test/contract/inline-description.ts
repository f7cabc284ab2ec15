/**
 * A tiny OpenAPI 3.0 description that exercises every rule of the checker
 * (used by openapi-contract.test.ts): a server base path, templated and literal
 * paths, query styles, deepObject, JSON and form bodies, nullable, $ref,
 * readOnly/writeOnly, discriminator, security requirements.
 */
export const INLINE_DESCRIPTION = {
  openapi: '3.0.3',
  info: { title: 'Pets', version: '1' },
  servers: [{ url: 'https://{region}.pets.example/v1', variables: { region: { default: 'eu' } } }],
  security: [{ basic: [] }],
  components: {
    securitySchemes: { basic: { type: 'http', scheme: 'basic' } },
    parameters: {
      PetId: { name: 'petId', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
    },
    schemas: {
      Pet: {
        type: 'object',
        required: ['id', 'name', 'secret'],
        properties: {
          id: { type: 'integer', readOnly: true },
          name: { type: 'string', example: 12 },
          tag: { type: 'string', nullable: true },
          secret: { type: 'string', writeOnly: true },
          born: { type: 'string', format: 'date-time' },
          owner: { $ref: '#/components/schemas/Owner', nullable: true },
          status: { type: 'string', enum: ['available', 'sold'], nullable: true },
        },
        'x-vendor-note': 'ignored',
      },
      Owner: {
        type: 'object',
        required: ['email'],
        properties: { email: { type: 'string', format: 'email' } },
      },
      PetList: {
        type: 'object',
        required: ['pets'],
        properties: {
          pets: { type: 'array', items: { $ref: '#/components/schemas/Pet' } },
          next: { type: 'string', format: 'uri', nullable: true },
        },
      },
      Shape: {
        oneOf: [{ $ref: '#/components/schemas/Circle' }, { $ref: '#/components/schemas/Square' }],
        discriminator: { propertyName: 'kind', mapping: { circle: '#/components/schemas/Circle', square: 'Square' } },
      },
      Circle: { type: 'object', required: ['kind', 'radius'], properties: { kind: { type: 'string' }, radius: { type: 'number' } } },
      Square: { type: 'object', required: ['kind', 'side'], properties: { kind: { type: 'string' }, side: { type: 'number' } } },
    },
  },
  paths: {
    '/pets': {
      get: {
        parameters: [
          { name: 'limit', in: 'query', schema: { type: 'integer', maximum: 100 } },
          { name: 'tags', in: 'query', schema: { type: 'array', items: { type: 'string' } } },
          { name: 'ids', in: 'query', explode: false, schema: { type: 'array', items: { type: 'integer' } } },
          { name: 'when', in: 'query', required: false, schema: { type: 'string', format: 'date' } },
          {
            name: 'page',
            in: 'query',
            style: 'deepObject',
            explode: true,
            schema: { type: 'object', properties: { size: { type: 'integer', maximum: 50 }, after: { type: 'string' } } },
          },
        ],
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/PetList' } } } } },
      },
      post: {
        requestBody: {
          required: true,
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/Pet' } },
            'application/x-www-form-urlencoded': {
              schema: {
                type: 'object',
                required: ['Name'],
                properties: {
                  Name: { type: 'string' },
                  Age: { type: 'integer', minimum: 0 },
                  Vaccinated: { type: 'boolean' },
                  PhotoUrl: { type: 'array', items: { type: 'string', format: 'uri' } },
                },
              },
            },
          },
        },
        responses: { '201': { description: 'created', content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } } },
      },
    },
    '/pets/mine': {
      get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/PetList' } } } } } },
    },
    '/pets/{petId}': {
      parameters: [{ $ref: '#/components/parameters/PetId' }],
      get: {
        parameters: [{ name: 'X-Request-Id', in: 'header', required: true, schema: { type: 'string', format: 'uuid' } }],
        responses: {
          '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } },
          '404': { description: 'not found (no content described)' },
        },
      },
      delete: { responses: { '204': { description: 'deleted' } } },
    },
    '/shapes/{shapeId}': {
      get: {
        security: [],
        parameters: [{ name: 'shapeId', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '2XX': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Shape' } } } } },
      },
    },
    '/health': {
      get: { security: [{}], responses: { '204': { description: 'healthy' } } },
    },
  },
};
