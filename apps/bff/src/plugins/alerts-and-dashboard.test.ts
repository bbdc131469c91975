import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer, type RedisServer } from '../testing/redis-server.ts';
import { buildTestApp, json, type TestApp } from '../testing/test-app.ts';
import { answerUpstream, legacy } from '../testing/upstream-mock.ts';
import { metricNamesOf } from '../testing/promql-names.ts';

/**
 * ops/: the Prometheus alert rules and the Grafana dashboard over /api/metrics. Checked with
 * Debian's promtool (scripts/setup.sh --browser installs it) and against a scrape of the BFF.
 */
const OPS = fileURLToPath(new URL('../../../../ops/', import.meta.url));
const RULES = path.join(OPS, 'prometheus');
const BFF_SOURCE = fileURLToPath(new URL('../', import.meta.url));

/**
 * Metrics the rules and panels name that the BFF declares in features of their own. Until the
 * BFF's source declares one it may be missing from the scrape; once declared, it must be there.
 */
const DECLARED_BY_FEATURE: Record<string, string> = {
  bff_browser_errors_total: "reports of shoppers' browser errors",
  bff_redis_up: "the BFF's Redis circuit breaker, with REDIS_URL",
};

function promtool(args: string[], options: { cwd?: string; input?: string } = {}) {
  const result = spawnSync('promtool', args, { encoding: 'utf8', ...options });
  if (result.error) throw new Error(`promtool could not run (run scripts/setup.sh --browser): ${result.error.message}`);
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const rulesText = readFileSync(path.join(RULES, 'alerts.yml'), 'utf8');
const rulesTestText = readFileSync(path.join(RULES, 'alerts.test.yml'), 'utf8');
const dashboard = JSON.parse(readFileSync(path.join(OPS, 'grafana/shop.json'), 'utf8')) as {
  schemaVersion: number;
  templating: { list: { name: string; type: string; query: string }[] };
  panels: { type: string; title: string; datasource?: { uid: string }; targets?: { expr: string; datasource: { uid: string } }[] }[];
};

const alertNames = [...rulesText.matchAll(/^\s+- alert: (\w+)$/gm)].map((match) => match[1] as string);

/** Each rule's expression: a block scalar (`expr: |` and the lines indented under it) or one line. */
function ruleExpressions(text: string): string[] {
  const expressions: string[] = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    const found = /^(\s*)expr: (.*)$/.exec(line);
    if (!found) return;
    const [, indent = '', rest = ''] = found;
    if (rest.trim() !== '|') {
      expressions.push(rest);
      return;
    }
    const block: string[] = [];
    for (const next of lines.slice(index + 1)) {
      if (next.trim() !== '' && next.length - next.trimStart().length <= indent.length) break;
      block.push(next);
    }
    expressions.push(block.join('\n'));
  });
  return expressions;
}

const panels = dashboard.panels.filter((panel) => panel.type !== 'row');
const expressions = [
  ...ruleExpressions(rulesText).map((expr) => ({ where: 'alerts.yml', expr })),
  ...panels.flatMap((panel) => (panel.targets ?? []).map(({ expr }) => ({ where: `panel "${panel.title}"`, expr }))),
];

/** Whether a non-test source file of the BFF names the metric. */
function declaredInSource(name: string): boolean {
  const files = readdirSync(BFF_SOURCE, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('testing'),
  );
  return files.some((file) => readFileSync(path.join(BFF_SOURCE, file), 'utf8').includes(`'${name}'`));
}

describe('alert rules', () => {
  it('pass promtool check rules', () => {
    const checked = promtool(['check', 'rules', 'alerts.yml'], { cwd: RULES });
    expect(checked.output).toContain(`SUCCESS: ${alertNames.length} rules found`);
    expect(checked.status).toBe(0);
  });

  it('pass their unit tests: each alert fires on a bad series and stays quiet on a healthy one', () => {
    const tested = promtool(['test', 'rules', 'alerts.test.yml'], { cwd: RULES });
    expect(tested.output).toContain('SUCCESS');
    expect(tested.status).toBe(0);
    const checks = [...rulesTestText.matchAll(/alertname: (\w+)\n\s+exp_alerts:( \[\])?/g)];
    for (const name of alertNames) {
      const own = checks.filter((check) => check[1] === name);
      expect({ name, fires: own.some((check) => !check[2]), quiet: own.some((check) => check[2]) }).toEqual({
        name,
        fires: true,
        quiet: true,
      });
    }
  });

  it('each say how long, how bad, what happened and what to look at', () => {
    expect(alertNames.length).toBeGreaterThanOrEqual(9);
    for (const key of ['for:', 'severity:', 'summary:', 'description:', 'runbook:']) {
      expect({ key, count: rulesText.split('\n').filter((line) => line.trim().startsWith(key)).length }).toEqual({
        key,
        count: alertNames.length,
      });
    }
    expect(rulesText.match(/\{\{ \$value/g)).toHaveLength(alertNames.length);
  });
});

describe('the dashboard', () => {
  it('asks for its Prometheus as a variable and every panel queries it', () => {
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(39);
    expect(dashboard.templating.list).toContainEqual(
      expect.objectContaining({ name: 'datasource', type: 'datasource', query: 'prometheus' }),
    );
    expect(panels.length).toBeGreaterThanOrEqual(15);
    for (const panel of panels) {
      expect({ panel: panel.title, uid: panel.datasource?.uid }).toEqual({ panel: panel.title, uid: '${datasource}' });
      expect(panel.targets?.length).toBeGreaterThan(0);
      for (const target of panel.targets ?? []) expect(target.datasource.uid).toBe('${datasource}');
    }
  });
  it("queries in valid PromQL: promtool checks the panels' queries as recording rules", () => {
    // Grafana fills $__rate_interval in before Prometheus sees a query.
    const rules = panels.flatMap((panel, index) =>
      (panel.targets ?? []).map((target, at) => ({
        record: `panel_${index}_${at}`,
        expr: target.expr.replaceAll('$__rate_interval', '5m'),
      })),
    );
    const folder = mkdtempSync(path.join(tmpdir(), 'shop-dashboard-'));
    try {
      // JSON is YAML: the rules file needs no YAML writer.
      writeFileSync(path.join(folder, 'panels.yml'), JSON.stringify({ groups: [{ name: 'panels', rules }] }));
      const checked = promtool(['check', 'rules', 'panels.yml'], { cwd: folder });
      expect(checked.output).toContain(`SUCCESS: ${rules.length} rules found`);
      expect(checked.status).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('a scrape of the BFF', () => {
  let redis: RedisServer;
  let t: TestApp;
  let scrape: string;

  beforeAll(async () => {
    redis = await startRedisServer();
    t = await buildTestApp({ redisUrl: redis.url });
    answerUpstream(t.upstream, 'GET', '/api/v1/TC/getCitiesList/', 200, legacy.rq({ cities: [] }));
    await t.app.inject({ url: '/api/cities' });
    await t.app.inject({
      method: 'POST',
      url: '/api/vitals',
      headers: { ...json, 'sec-fetch-site': 'same-origin' },
      payload: JSON.stringify({
        route: 'catalog',
        layout: 'mobile',
        metrics: [
          { name: 'LCP', value: 2310 },
          { name: 'CLS', value: 0.3 },
        ],
      }),
    });
    scrape = (await t.app.inject({ url: '/api/metrics' })).body;
  });

  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  it('passes promtool check metrics: names, units in seconds, counters ending _total', () => {
    const checked = promtool(['check', 'metrics'], { input: scrape });
    expect(checked.output).toBe('');
    expect(checked.status).toBe(0);
  });

  it('has every metric the rules and the panels name', () => {
    const types = new Map([...scrape.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map(([, name, type]) => [name as string, type as string]));
    const familyOf = (name: string) => {
      const base = name.replace(/_(bucket|sum|count)$/, '');
      return base !== name && types.get(base) === 'histogram' ? base : name;
    };
    const named = new Map<string, string>();
    for (const { where, expr } of expressions) for (const name of metricNamesOf(expr)) named.set(familyOf(name), where);
    expect(named.size).toBeGreaterThan(10);

    const missing = [...named].filter(([name]) => !types.has(name));
    for (const [name, where] of missing) {
      expect({ name, where, declaredBy: DECLARED_BY_FEATURE[name] }).toEqual({ name, where, declaredBy: expect.any(String) });
      expect({ name, declaredInSource: declaredInSource(name) }).toEqual({ name, declaredInSource: false });
    }
  });
});
