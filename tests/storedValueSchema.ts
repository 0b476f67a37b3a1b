// What the stored-values script does to one key and value, for the tests
// that hold the script and the site's writes to src/plugins/stored-values/schema.ts.
import type {StoredValueSchema} from '../src/plugins/stored-values/schema';

/** The schema that governs `key`, if the site reads it. */
export function schemaOf(schemas: StoredValueSchema[], key: string): StoredValueSchema | undefined {
  return schemas.find((schema) => (schema.prefix ? key.startsWith(schema.key) && key.length > schema.key.length : key === schema.key));
}

export function isValidStoredValue(schemas: StoredValueSchema[], key: string, value: string): boolean {
  const schema = schemaOf(schemas, key);
  return !schema || schema.value.test(value);
}
