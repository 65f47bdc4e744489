// `npm run bench`: measures the figures the issues name and writes bench/results.json.
import { spawnSync } from 'node:child_process';
import { printTable, repoRoot, writeResults, type BenchResult } from './lib.ts';
import { benchCustomerSearch } from './customer-search.bench.ts';
import { benchSignInJavaScript } from './sign-in-js.bench.ts';
import { benchStartup } from './startup.bench.ts';

const build = spawnSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: repoRoot, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const results: BenchResult[] = [...(await benchStartup()), ...(await benchSignInJavaScript()), ...(await benchCustomerSearch())];
console.log('');
printTable(results);
writeResults(results);
