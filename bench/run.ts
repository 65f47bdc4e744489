// `npm run bench`: measures the figures the issues name and writes bench/results.json.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { printTable, repoRoot, writeResults, type BenchResult } from './lib.ts';

// The web app and the server, built as `npm start` runs them.
const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// One after another, each in a process of its own (one.ts): each figure is measured on an otherwise idle machine,
// in a heap no other bench has used.
const benches: [file: string, name: string][] = [
  ['startup.bench.ts', 'benchStartup'],
  ['sign-in-js.bench.ts', 'benchSignInJavaScript'],
  ['sign-in.bench.ts', 'benchSignIn'],
  ['sign-in.bench.ts', 'benchAccessCheck'],
  ['customer-search.bench.ts', 'benchCustomerSearch'],
  ['visits.bench.ts', 'benchVisits'],
  ['visits-web.bench.ts', 'benchVisitsWeb'],
  ['lcp.bench.ts', 'benchLargestContentfulPaint'],
  ['time-registrations.bench.ts', 'benchTimeRegistrations'],
  ['items.bench.ts', 'benchItems'],
  ['technician-panel.bench.ts', 'benchTechnicianPanel'],
  ['price-list-import.bench.ts', 'benchPriceListImport'],
  ['report-pdf.bench.ts', 'benchReportPdf'],
  ['thumbnail.bench.ts', 'benchThumbnail'],
  ['mail.bench.ts', 'benchMail'],
  ['invoices.bench.ts', 'benchInvoices'],
  ['rentals.bench.ts', 'benchRentals'],
  ['service-reminders.bench.ts', 'benchServiceReminders'],
  ['materials.bench.ts', 'benchMaterials'],
  ['booking-slots.bench.ts', 'benchBookingSlots'],
  ['booking-page.bench.ts', 'benchBookingPage'],
  ['planning.bench.ts', 'benchPlanning'],
  ['planning-web.bench.ts', 'benchPlanningWeb'],
  ['load.bench.ts', 'benchLoad'],
];
const scratch = mkdtempSync(path.join(tmpdir(), 'servio-bench-'));
const results: BenchResult[] = [];
for (const [file, name] of benches) {
  const out = path.join(scratch, `${name}.json`);
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'one.ts'), file, name, out],
    {
      cwd: repoRoot,
      stdio: 'inherit',
    },
  );
  if (run.status !== 0) process.exit(run.status ?? 1);
  results.push(...(JSON.parse(readFileSync(out, 'utf8')) as BenchResult[]));
}
rmSync(scratch, { recursive: true, force: true });
console.log('');
printTable(results);
writeResults(results);
