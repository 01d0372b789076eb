// The report as JUnit XML (--junit FILE), for CI: one test suite per kind of check (positive and
// each kind of what a server must refuse, and the load check), one test case per check, named
// by operation and check; a failure carries the mismatch and the curl command that repeats it.
import type { Row } from './lane.ts';
import type { Report } from './report.ts';

const xml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // XML 1.0 has no place for most control characters, even escaped.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '?');

const seconds = (ms: number | undefined) => ((ms ?? 0) / 1000).toFixed(3);

function testcase(r: Row): string {
  const name = `${r.method} ${r.path || '(not called)'}: ${r.check}`;
  const open = `    <testcase classname="${xml(r.operation)}" name="${xml(name)}" time="${seconds(r.ms)}"`;
  if (r.result === 'pass') return `${open}/>`;
  if (r.result === 'skip')
    return `${open}>\n      <skipped message="${xml(r.note ?? '')}"/>\n    </testcase>`;
  const m = r.mismatch;
  const message = m
    ? `${m.kind}: ${m.pointer ? `${m.pointer}: ` : ''}expected ${m.expected}, received ${m.received}`
    : 'failed';
  const body = [
    `expected status ${r.expected.join(' or ')}, received ${r.status ?? 'no answer'}`,
    message,
    ...(r.curl ? ['', 'Reproduce:', r.curl] : []),
  ].join('\n');
  return `${open}>\n      <failure type="${xml(m?.kind ?? 'fail')}" message="${xml(message)}">${xml(body)}</failure>\n    </testcase>`;
}

export function toJunit(report: Report): string {
  const groups = new Map<string, Row[]>();
  for (const r of report.results) {
    const list = groups.get(r.suite) ?? [];
    list.push(r);
    groups.set(r.suite, list);
  }
  const suites = [...groups].map(([suite, rows]) => {
    const failures = rows.filter((r) => r.result === 'fail').length;
    const skipped = rows.filter((r) => r.result === 'skip').length;
    const time = rows.reduce((t, r) => t + (r.ms ?? 0), 0);
    return [
      `  <testsuite name="contract-verify.${suite}" tests="${rows.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${seconds(time)}" timestamp="${report.startedAt}">`,
      ...rows.map(testcase),
      '  </testsuite>',
    ].join('\n');
  });
  let tests = report.results.length;
  let failures = report.summary.fail;
  if (report.load) {
    const l = report.load;
    const summary = `${l.calls} list calls, ${l.concurrency} at a time: ${l.perSecond}/s, p50 ${l.p50} ms, p99 ${l.p99} ms`;
    const failed = l.errorCount
      ? `\n      <failure type="load" message="${xml(`${l.errorCount} of ${l.calls} calls failed`)}">${xml(JSON.stringify(l.errors))}</failure>\n    `
      : '';
    suites.push(
      [
        `  <testsuite name="contract-verify.load" tests="1" failures="${l.errorCount ? 1 : 0}" errors="0" skipped="0" time="${seconds(l.durationMs)}">`,
        `    <testcase classname="load" name="${xml(summary)}" time="${seconds(l.durationMs)}"${failed ? `>${failed}</testcase>` : '/>'}`,
        '  </testsuite>',
      ].join('\n'),
    );
    tests++;
    if (l.errorCount) failures++;
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract-verify ${xml(report.baseUrl)}" tests="${tests}" failures="${failures}" errors="0" skipped="${report.summary.skip}" time="${seconds(report.durationMs)}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}
