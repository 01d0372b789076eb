// npm run contract:verify -- --base-url URL --username U --password P [options]  (see args.ts)
import { writeFileSync } from 'node:fs';
import { checkOutputPaths, parseCli, USAGE, UsageError } from './args.ts';
import { toJunit } from './junit.ts';
import { failedRun, formatTable } from './report.ts';
import { selectDatasets, verify } from './run.ts';

async function main(): Promise<number> {
  const usage = (err: unknown): number => {
    if (!(err instanceof UsageError)) throw err;
    console.error(`contract:verify: ${err.message}\n\n${USAGE}`);
    return 2;
  };
  let cli: ReturnType<typeof parseCli>;
  try {
    cli = parseCli(process.argv.slice(2));
    selectDatasets(cli.datasets);
    if (!cli.help) checkOutputPaths(cli);
  } catch (err) {
    return usage(err);
  }
  if (cli.help) {
    console.log(USAGE);
    return 0;
  }
  let report: Awaited<ReturnType<typeof verify>>;
  try {
    // verify() refuses, after the sign-in, a --state the account does not cover.
    report = await verify(cli);
  } catch (err) {
    return usage(err);
  }
  console.log(formatTable(report));
  if (cli.json) {
    writeFileSync(cli.json, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`JSON report: ${cli.json}`);
  }
  if (cli.junit) {
    writeFileSync(cli.junit, toJunit(report));
    console.log(`JUnit report: ${cli.junit}`);
  }
  return failedRun(report) ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error('contract:verify stopped:', err instanceof Error ? err.message : err);
    process.exitCode = 2;
  },
);
