// `npm run bench`: measures the figures the issues name and writes bench/results.json.
import { spawnSync } from 'node:child_process';
import { printTable, repoRoot, writeResults, type BenchResult } from './lib.ts';
import { benchCustomerSearch } from './customer-search.bench.ts';
import { benchAccessCheck, benchSignIn } from './sign-in.bench.ts';
import { benchSignInJavaScript } from './sign-in-js.bench.ts';
import { benchStartup } from './startup.bench.ts';
import { benchTechnicianPanel } from './technician-panel.bench.ts';
import { benchVisitsWeb } from './visits-web.bench.ts';
import { benchVisits } from './visits.bench.ts';
import { benchTimeRegistrations } from './time-registrations.bench.ts';
import { benchPriceListImport } from './price-list-import.bench.ts';
import { benchItems } from './items.bench.ts';
import { benchReportPdf } from './report-pdf.bench.ts';
import { benchThumbnail } from './thumbnail.bench.ts';
import { benchMail } from './mail.bench.ts';
import { benchInvoices } from './invoices.bench.ts';
import { benchRentals } from './rentals.bench.ts';
import { benchServiceReminders } from './service-reminders.bench.ts';
import { benchMaterials } from './materials.bench.ts';
import { benchBookingSlots } from './booking-slots.bench.ts';
import { benchBookingPage } from './booking-page.bench.ts';
import { benchPlanning } from './planning.bench.ts';
import { benchPlanningWeb } from './planning-web.bench.ts';

const build = spawnSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: repoRoot, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// One after another: each figure is measured on an otherwise idle machine.
const benches: (() => Promise<BenchResult[]> | BenchResult[])[] = [
  benchStartup,
  benchSignInJavaScript,
  benchSignIn,
  benchAccessCheck,
  benchCustomerSearch,
  benchVisits,
  benchVisitsWeb,
  benchTimeRegistrations,
  benchItems,
  benchTechnicianPanel,
  benchPriceListImport,
  benchReportPdf,
  benchThumbnail,
  benchMail,
  benchInvoices,
  benchRentals,
  benchServiceReminders,
  benchMaterials,
  benchBookingSlots,
  benchBookingPage,
  benchPlanning,
  benchPlanningWeb,
];
const results: BenchResult[] = [];
for (const bench of benches) results.push(...(await bench()));
console.log('');
printTable(results);
writeResults(results);
