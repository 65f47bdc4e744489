import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withAccessTable } from '../src/graphql/access-doc.ts';

describe('ARCHITECTURE.md', () => {
  it('shows the access table as the code declares it (run `npm run schema:print` when this fails)', () => {
    const document = readFileSync(path.resolve(import.meta.dirname, '../../ARCHITECTURE.md'), 'utf8');
    expect(document).toBe(withAccessTable(document));
    expect(document).toContain('| `Query.companies` | superadmin |');
  });
});
