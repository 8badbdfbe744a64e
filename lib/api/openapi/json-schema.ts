import * as z from 'zod/mini';
import { fieldShapes, type Schema } from '@/lib/validation/kit';

/*
 * A contract schema as JSON Schema (2020-12, what OpenAPI 3.1 speaks), as a client writes it: the
 * kit's field builders read unknown input through transforms, so each one states its shape in the
 * kit's `fieldShapes` registry and this reads it from there.
 */

export type JsonSchema = Record<string, unknown>;

function replaceWith(target: JsonSchema, shape: Record<string, unknown>): void {
  for (const key of Object.keys(target)) delete target[key];
  Object.assign(target, JSON.parse(JSON.stringify(shape)));
}

/** The fields of an object schema that must be present (the kit's required builders). */
function requiredFields(schema: z.core.$ZodType): string[] {
  const def = schema._zod.def;
  if (def.type !== 'object') return [];
  const shape = (def as z.core.$ZodObjectDef).shape;
  return Object.keys(shape).filter((name) => fieldShapes.get(shape[name])?.required);
}

export function jsonSchemaOf(schema: Schema): JsonSchema {
  const json: JsonSchema = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const shape = fieldShapes.get(zodSchema);
      if (shape) return replaceWith(jsonSchema, shape.schema);
      // A field built outside the kit reads anything; its prefault (null) is no default a client sends.
      if (jsonSchema.default === null) delete jsonSchema.default;
      const required = requiredFields(zodSchema);
      if (required.length) jsonSchema.required = required;
    },
  });
  delete json.$schema;
  return json;
}
