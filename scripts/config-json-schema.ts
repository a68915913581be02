// The JSON Schema of `.github/agent-gate.yml`, generated from the zod schema that the gate
// validates the file with (src/core/config.ts) and the rule registry, for editor completion
// and hover docs. `npm run schema` writes it (scripts/config-schema.mjs); a test fails when
// the committed file is stale.
import { zodToJsonSchema } from 'zod-to-json-schema';
import { CONFIG_SCHEMA_PATH, CONFIG_SCHEMA_URL, configSchema } from '../src/core/config';
import { ALL_RULES } from '../src/rules';

export { CONFIG_SCHEMA_PATH as SCHEMA_PATH, CONFIG_SCHEMA_URL as SCHEMA_URL };

export function configJsonSchema(): Record<string, unknown> {
  // The package types its parameter with zod/v3's declarations, the gate imports 'zod' (the
  // same v3 classes, declared twice): the cast bridges the two declarations, not two shapes.
  const schema = configSchema(ALL_RULES.map((r) => r.meta)) as unknown as Parameters<typeof zodToJsonSchema>[0];
  const generated = zodToJsonSchema(schema, {
    target: 'jsonSchema7',
    // Self-contained: each key's schema in place, no $refs between the two severity maps.
    $refStrategy: 'none',
  });
  const { $schema, ...rest } = generated as Record<string, unknown>;
  return { $schema, $id: CONFIG_SCHEMA_URL, title: 'agent-gate config (.github/agent-gate.yml)', ...rest };
}

export function renderConfigJsonSchema(): string {
  return `${JSON.stringify(configJsonSchema(), null, 2)}\n`;
}
