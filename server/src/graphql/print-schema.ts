import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withAccessTable } from './access-doc.ts';
import { printedSchema } from './schema.ts';

// Writes the committed schema and the access table in ARCHITECTURE.md; tests fail when either is stale.
const schemaFile = path.resolve(import.meta.dirname, '../../schema.graphql');
writeFileSync(schemaFile, printedSchema());
console.log(`wrote ${schemaFile}`);

const architectureFile = path.resolve(import.meta.dirname, '../../../ARCHITECTURE.md');
writeFileSync(architectureFile, withAccessTable(readFileSync(architectureFile, 'utf8')));
console.log(`updated the access table in ${architectureFile}`);
