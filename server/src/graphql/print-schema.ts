import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { printedSchema } from './schema.ts';

const target = path.resolve(import.meta.dirname, '../../schema.graphql');
writeFileSync(target, printedSchema());
console.log(`wrote ${target}`);
