/**
 * Plausible valid values for a route's inputs, built from its JSON Schema (TypeBox schemas are
 * JSON Schema). Field names the shop knows get real values (an open draw's number, a cause key,
 * the signed-in customer's email), so a request built this way usually passes validation and
 * reaches the handler; a mutation of one field then tests what that field alone does.
 */

export type JsonValue =
  null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

export interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
}

/** Values by field name; the first one that the field's schema accepts is used. */
export type KnownValues = Record<string, JsonValue>;

function typesOf(schema: JsonSchema): string[] {
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

function stringFits(schema: JsonSchema, text: string): boolean {
  if (schema.minLength !== undefined && text.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && text.length > schema.maxLength) return false;
  if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(text)) return false;
  return true;
}

/** Whether a known value is plausible for the schema (a shallow check, not full validation). */
function fits(schema: JsonSchema, value: JsonValue): boolean {
  if (schema.const !== undefined) return schema.const === value;
  if (schema.enum) return schema.enum.includes(value);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.some((branch) => fits(branch, value));
  const types = typesOf(schema);
  if (types.length === 0) return true;
  return types.some((type) => {
    switch (type) {
      case 'string':
        return typeof value === 'string' && stringFits(schema, value);
      case 'integer':
        return typeof value === 'number' && Number.isInteger(value);
      case 'number':
        return typeof value === 'number';
      case 'boolean':
        return typeof value === 'boolean';
      case 'null':
        return value === null;
      case 'array':
        return Array.isArray(value);
      case 'object':
        return value !== null && typeof value === 'object' && !Array.isArray(value);
      default:
        return false;
    }
  });
}

function stringExample(schema: JsonSchema): string {
  switch (schema.format) {
    case 'email':
      return 'someone@example.test';
    case 'date':
      return '1990-04-12';
    case 'date-time':
      return new Date().toISOString();
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
    case 'uri':
      return 'https://example.test/';
    default:
      break;
  }
  const candidates = ['example', 'AB12CD', 'x', '1', 'a'];
  const fitting = candidates.find((candidate) => stringFits(schema, candidate));
  if (fitting !== undefined) return fitting;
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

function numberExample(schema: JsonSchema, integer: boolean): number {
  const lowest = schema.minimum ?? (schema.exclusiveMinimum ?? 0) + (integer ? 1 : 0.5);
  const value = Math.max(lowest, 1);
  const bounded = schema.maximum === undefined ? value : Math.min(value, schema.maximum);
  return integer ? Math.ceil(bounded) : bounded;
}

/** A plausible value for `schema`, preferring the known value for the field `name`. */
export function exampleOf(schema: JsonSchema, known: KnownValues, name = ''): JsonValue {
  const knownValue = known[name];
  if (knownValue !== undefined && fits(schema, knownValue)) return knownValue;
  if (schema.const !== undefined) return schema.const as JsonValue;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0] as JsonValue;
  if (schema.default !== undefined) return schema.default as JsonValue;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0) {
    const preferred = branches.find((branch) => !typesOf(branch).includes('null')) ?? branches[0];
    return preferred ? exampleOf(preferred, known, name) : null;
  }
  if (schema.allOf) {
    return Object.assign({}, ...schema.allOf.map((part) => exampleOf(part, known, name))) as {
      [key: string]: JsonValue;
    };
  }
  const [type] = typesOf(schema).filter((candidate) => candidate !== 'null');
  switch (type ?? (schema.properties ? 'object' : undefined)) {
    case 'object': {
      const value: Record<string, JsonValue> = {};
      const required = new Set(schema.required ?? []);
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (required.has(key) || known[key] !== undefined) {
          value[key] = exampleOf(property, known, key);
        }
      }
      return value;
    }
    case 'array': {
      const count = Math.max(1, schema.minItems ?? 0);
      return Array.from({ length: count }, () => exampleOf(schema.items ?? {}, known, name));
    }
    case 'string':
      return stringExample(schema);
    case 'integer':
      return numberExample(schema, true);
    case 'number':
      return numberExample(schema, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'example';
  }
}

/** A field of a request part: its path from the part's root (empty for the root itself). */
export type FieldPath = readonly string[];

/** Every path in a value, parents before children, the root first. */
export function pathsOf(value: JsonValue, path: FieldPath = []): FieldPath[] {
  const paths: FieldPath[] = [path];
  if (Array.isArray(value)) {
    value.forEach((item, index) => paths.push(...pathsOf(item, [...path, String(index)])));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...path, key]));
  }
  return paths;
}
