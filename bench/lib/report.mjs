import { historyMarkdown, historyTargets } from './history-report.mjs';
import { STABLE_POINTS } from './lighthouse.mjs';

// The report: targets judged against the measurements, and the Markdown tables.
const int = (n) =>
  n === null || n === undefined || Number.isNaN(n) ? '—' : Math.round(n).toLocaleString('en');
const dec = (n, digits = 1) =>
  n === null || n === undefined || Number.isNaN(n)
    ? '—'
    : n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const kb = (bytes) => (bytes === null || bytes === undefined ? '—' : `${dec(bytes / 1000, 1)} kB`);
const mib = (bytes) => (bytes ? `${int(bytes / 2 ** 20)} MiB` : '—');
const pct = (ratio) => (ratio === null || ratio === undefined ? '—' : `${dec(ratio * 100, 1)} %`);
const ms = (n) => (n === null || n === undefined ? '—' : `${dec(n, n < 10 ? 1 : 0)} ms`);

export const DATABASE_NAMES = {
  embedded: 'the embedded PostgreSQL server',
  postgres: 'PostgreSQL (external)',
};

/** Growth between consecutive sizes: linear (or better) when time grows at most 1.5× as fast as the input (10× → 15×). */
export function growthOf(perSize, sizes) {
  const ratios = [];
  for (let i = 1; i < sizes.length; i++) {
    const before = perSize[sizes[i - 1]]?.nsPerCall;
    const after = perSize[sizes[i]]?.nsPerCall;
    ratios.push(before && after ? after / before : null);
  }
  const limits = sizes.slice(1).map((s, i) => (s / sizes[i]) * 1.5);
  const linear = ratios.every((r, i) => r !== null && r <= limits[i]);
  return { ratios: ratios.map((r) => (r === null ? null : Number(r.toFixed(2)))), linear };
}

/** A latency figure, or what happened when nothing was answered within the window. */
const answeredIn = (run, text) =>
  !run ? '—' : run.requests > 0 ? text : `no answer within ${run.durationS} s`;

/** Why a database has no figures: skipped (no server), failed, or not part of this run. */
const notRun = (results, db) => {
  const r = results.api?.[db];
  return r?.skipped ? `skipped: ${r.skipped}` : r?.error ? `failed: ${r.error}` : 'not run';
};

const failedCount = (run) => (run ? run.errors + run.non2xx : null);

function target(name, measured, ok) {
  return { target: name, measured, status: ok === null ? 'not measured' : ok ? 'met' : 'not met' };
}

/** Each target of the brief, with the figure it was judged on. */
export function evaluateTargets(results) {
  const targets = [];
  const embedded = results.api?.embedded;
  const endpoint = (key) => embedded?.endpoints?.[key];
  const create = endpoint('createMood');
  targets.push(
    target(
      'POST /api/moods on the embedded server at 50 connections: ≥ 1,500 req/s, p99 ≤ 100 ms, zero errors',
      create
        ? answeredIn(
            create.server,
            `${int(create.server.reqPerSec)} req/s, p99 ${ms(create.server.latencyMs.p99)}, ${int(failedCount(create.server))} errors/non-2xx`,
          )
        : notRun(results, 'embedded'),
      create
        ? create.server.reqPerSec >= 1500 &&
            create.server.latencyMs.p99 <= 100 &&
            failedCount(create.server) === 0
        : null,
    ),
  );
  const chat = endpoint('chat');
  targets.push(
    target(
      'POST /api/ai/chat (built-in companion) on the embedded server at 50 connections: p99 ≤ 100 ms',
      chat
        ? answeredIn(
            chat.server,
            `p99 ${ms(chat.server.latencyMs.p99)} (${int(chat.server.reqPerSec)} req/s)`,
          )
        : notRun(results, 'embedded'),
      chat
        ? chat.server.requests > 0 &&
            chat.server.latencyMs.p99 <= 100 &&
            failedCount(chat.server) === 0
        : null,
    ),
  );
  const peak = embedded?.peakMemory;
  targets.push(
    target(
      'Peak memory of the app and its database processes during the bench ≤ 300 MiB',
      peak
        ? `${mib(peak.total)} (app ${mib(peak.app)}, database ${mib(peak.database)} in ${peak.databaseProcesses} processes; PSS${peak.during ? `, during ${peak.during}` : ''})`
        : notRun(results, 'embedded'),
      peak ? peak.total <= 300 * 2 ** 20 : null,
    ),
  );
  const starts = embedded?.startMs;
  targets.push(
    target(
      'Start to healthy on the embedded server: first start (with initdb) ≤ 10 s, restart ≤ 3 s',
      starts
        ? `first ${dec(starts.first / 1000, 2)} s, restart ${starts.restart === undefined ? '—' : `${dec(starts.restart / 1000, 2)} s`}`
        : notRun(results, 'embedded'),
      starts
        ? starts.first <= 10_000 && starts.restart !== undefined && starts.restart <= 3_000
        : null,
    ),
  );
  for (const db of ['embedded', 'postgres']) {
    const mixed = results.api?.[db]?.endpoints?.mixed;
    targets.push(
      target(
        `Mixed workload on ${DATABASE_NAMES[db]} ≥ 50 % of its ceiling (the same SQL through pg, bare), zero errors`,
        mixed
          ? `${pct(mixed.ratio)} (${int(mixed.server.reqPerSec)} of ${int(mixed.ceiling.reqPerSec)} req/s; p50 ${ms(mixed.server.latencyMs.p50)}, p99 ${ms(mixed.server.latencyMs.p99)}), ${int(failedCount(mixed.server))} errors/non-2xx`
          : notRun(results, db),
        mixed
          ? mixed.server.requests > 0 && mixed.ratio >= 0.5 && failedCount(mixed.server) === 0
          : null,
      ),
    );
  }
  const scale = results.scale;
  if (scale && !scale.skipped) {
    const errors = scale.one ? failedCount(scale.one) + failedCount(scale.two) : null;
    targets.push(
      target(
        'Two processes behind nginx on PostgreSQL serve the mixed workload with zero errors (scaling ratio reported)',
        scale.one
          ? `one: ${int(scale.one.reqPerSec)} req/s, p99 ${ms(scale.one.latencyMs.p99)}; two: ${int(scale.two.reqPerSec)} req/s, p99 ${ms(scale.two.latencyMs.p99)}; ×${dec(scale.ratio, 2)}; ${int(errors)} errors/non-2xx`
          : `failed: ${scale.error}`,
        scale.one ? scale.two.requests > 0 && errors === 0 : false,
      ),
    );
  }
  for (const db of ['embedded', 'postgres']) {
    const single = results.api?.[db]?.endpoints?.insightsSingle;
    const many = results.api?.[db]?.endpoints?.insights;
    targets.push(
      target(
        `Ten-year insights p50 ≤ 20 ms on ${DATABASE_NAMES[db]} (1 connection)`,
        single
          ? `${answeredIn(single.server, `p50 ${ms(single.server.latencyMs.p50)}`)} (at 50 connections: ${answeredIn(many?.server, `p50 ${ms(many?.server.latencyMs.p50)}`)})`
          : notRun(results, db),
        single ? single.server.requests > 0 && single.server.latencyMs.p50 <= 20 : null,
      ),
    );
  }
  const growth = results.core?.growth;
  if (growth) {
    const names = Object.keys(growth);
    const bad = names.filter((n) => !growth[n].linear && !growth[n].check?.linear);
    const stepped = names.filter((n) => !growth[n].linear && growth[n].check?.linear);
    targets.push(
      target(
        `Core analytics grow linearly with the entries (${results.core.sizes.map((n) => `${int(n / 1000)}k`).join(' → ')}), not quadratically`,
        bad.length
          ? `super-linear: ${bad.join(', ')}`
          : `${names.length - stepped.length} of ${names.length} linear throughout${stepped.length ? `; linear past a step: ${stepped.join(', ')}` : ''}`,
        bad.length === 0,
      ),
    );
  }
  // What the landing page's HTML, as the server sends it, loads or modulepreloads; without a
  // server in the run, index.html's own set.
  const landing = results.web?.served?.['/'];
  const initial = landing?.js.gzip ?? results.web?.initial?.js?.gzip;
  const how = landing
    ? `${landing.chunks} files the served page loads or modulepreloads`
    : 'index.html as built; the page was not served in this run';
  targets.push(
    target(
      'Landing page initial JavaScript ≤ 130 kB gzip',
      initial != null ? `${kb(initial)} (${how})` : 'not measured',
      initial != null ? initial <= 130_000 : null,
    ),
  );
  const lh = results.lighthouse;
  const score = (page, category) => lh?.[page]?.scores?.[category] ?? null;
  const reached = (page) => lh?.[page]?.reachedPage !== false;
  for (const [page, min] of [
    ['/', 95],
    ['/login', 95],
    ['/dashboard', 90],
    ['/mood-tracker', 90],
  ]) {
    const s = score(page, 'performance');
    targets.push(
      target(
        `Lighthouse performance ≥ ${min} on ${page}`,
        s === null
          ? 'not measured'
          : `${s} (runs: ${lh[page].performanceRuns.map((v) => v ?? 'failed').join(', ')})${reached(page) ? '' : `, ended on ${lh[page].finalPath}`}`,
        s === null ? null : s >= min && reached(page),
      ),
    );
  }
  const pages = Object.entries(lh && !lh.error ? lh : {});
  targets.push(
    target(
      `Lighthouse performance medians of two passes within ${STABLE_POINTS} points on every page`,
      pages.length
        ? pages
            .map(
              ([page, r]) =>
                `${page} ${(r.passes ?? []).map((p) => p.performance ?? '—').join('/')}`,
            )
            .join(', ')
        : 'not measured',
      pages.length && pages.every(([, r]) => r.passes) ? pages.every(([, r]) => r.stable) : null,
    ),
  );
  for (const [category, label] of [
    ['accessibility', 'accessibility'],
    ['best-practices', 'best practices'],
  ]) {
    const pages = ['/', '/login', '/dashboard', '/mood-tracker'];
    const values = pages.map((p) => score(p, category));
    targets.push(
      target(
        `Lighthouse ${label} 100 on /, /login, /dashboard and /mood-tracker`,
        lh ? pages.map((p, i) => `${p} ${values[i] ?? '—'}`).join(', ') : 'not measured',
        values.some((v) => v === null) ? null : values.every((v) => v === 100),
      ),
    );
  }
  targets.push(...historyTargets(results));
  return targets;
}

function apiTable(db) {
  const rows = [
    '| endpoint | req/s | p50 | p99 | errors | non-2xx | response | ceiling req/s | ratio |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const e of Object.values(db.endpoints)) {
    const s = e.server;
    rows.push(
      `| ${e.label} | ${int(s.reqPerSec)} | ${ms(s.latencyMs.p50)} | ${ms(s.latencyMs.p99)} | ${int(s.errors)} | ${int(s.non2xx)} | ${kb(e.responseBytes)} | ${e.ceiling ? int(e.ceiling.reqPerSec) : '—'} | ${e.ceiling ? pct(e.ratio) : '—'} |`,
    );
  }
  return rows;
}

function growthLabel(g) {
  if (g.linear) return 'yes';
  const step =
    g.check &&
    `${g.check.sizes.map((n) => `${int(n / 1000)}k`).join('→')}: ${dec(g.check.ratio, 1)}×`;
  if (g.check?.linear) return `linear past a step (${step})`;
  return g.check ? `**super-linear** (${step})` : '**no**';
}

/** The report in Markdown; `h` is the heading level of its sections (2 in latest.md, 3 in the README). */
export function toMarkdown(results, { h = 2, title = true } = {}) {
  const H = '#'.repeat(h);
  const m = results.machine;
  const s = results.settings;
  const out = [];
  if (title) out.push('# MoodCraft benchmark', '');
  out.push(
    `${m.date.slice(0, 16).replace('T', ' ')} UTC · ${m.cpuCount} × ${m.cpuModel} · ${dec(m.memoryBytes / 2 ** 30, 1)} GiB · Node ${m.node} · load average (1/5/15 min) at start ${m.loadAverageAtStart.map((v) => dec(v, 1)).join(' / ')}${m.loadAverageAtEnd ? `, at end ${m.loadAverageAtEnd.map((v) => dec(v, 1)).join(' / ')}` : ''} · run took ${dec(results.durationS / 60, 1)} min`,
    '',
    `Load: autocannon, ${s.connections} connections, ${s.duration} s after a ${s.warmup} s warm-up; the ceiling is a bare Fastify process answering the same bytes from memory, measured right after each endpoint. Shared machine: compare ratios, not absolute figures.`,
    '',
  );

  out.push(`${H} Targets`, '', '| target | measured | status |', '|---|---|---|');
  for (const t of results.targets)
    out.push(`| ${t.target} | ${t.measured} | ${t.status === 'met' ? 'met' : `**${t.status}**`} |`);
  out.push('');

  for (const [key, name] of Object.entries(DATABASE_NAMES)) {
    const db = results.api?.[key];
    if (!db) continue;
    out.push(
      `${H} API on ${name}${db.serverVersion ? ` ${db.serverVersion.split(' ')[0]}` : ''}`,
      '',
    );
    if (db.skipped || db.error) {
      out.push(db.skipped ? `Skipped: ${db.skipped}.` : `Failed: ${db.error}`, '');
      continue;
    }
    out.push(...apiTable(db), '');
    const peak = db.peakMemory;
    out.push(
      `Server peak RSS (VmHWM, seeding and load): ${mib(db.peakRssBytes)}${peak?.database ? `; the app and its database processes together at most ${mib(peak.total)} (PSS, sampled every 200 ms)` : ''}. Seeded through the API (register, sign in, POST /api/moods/import): 365 + 3,650 entries in ${dec(db.seed.ms / 1000, 1)} s${db.crowd ? `, and ${int(db.crowd.people)} people with a year each in ${dec(db.crowd.seedMs / 1000, 1)} s` : ''}.` +
        (db.startMs
          ? ` Start to healthy: first ${dec(db.startMs.first / 1000, 2)} s${db.startMs.restart === undefined ? '' : `, restart ${dec(db.startMs.restart / 1000, 2)} s`}.`
          : ''),
      '',
      'The mixed workload: each request for a random one of the people; per 20 requests, twelve of the dashboard’s figures (GET /api/dashboard), four months of the mood list, three new entries and the insights page. Its ceiling runs the same SQL through `pg` on the same database, with no sign-in, validation, encryption or cache.',
      '',
    );
  }

  const scale = results.scale;
  if (scale?.one) {
    out.push(
      `${H} Several processes behind nginx`,
      '',
      `The mixed workload (${int(scale.people)} people with a year each, on PostgreSQL) through Debian's nginx with deploy/nginx-balanced.conf, to one MoodCraft process and then to two on the same database. Every process, PostgreSQL, nginx and the load generator share the machine's ${results.machine.cpuCount} cores.`,
      '',
      '| processes | req/s | p50 | p99 | errors/non-2xx |',
      '|---|---:|---:|---:|---:|',
      ...[
        ['one', scale.one],
        ['two', scale.two],
      ].map(
        ([name, run]) =>
          `| ${name} | ${int(run.reqPerSec)} | ${ms(run.latencyMs.p50)} | ${ms(run.latencyMs.p99)} | ${int(failedCount(run))} |`,
      ),
      '',
      `Scaling ratio (two over one): ×${dec(scale.ratio, 2)}.`,
      '',
    );
  } else if (scale) {
    out.push(
      `${H} Several processes behind nginx`,
      '',
      `Not measured: ${scale.skipped ?? scale.error}.`,
      '',
    );
  }

  const core = results.core;
  if (core?.functions) {
    const sizes = core.sizes;
    out.push(`${H} Core analytics (packages/core)`, '');
    out.push(
      `Median of ${core.runs} timed batches per function (${core.clock ?? 'wall-clock time'}), entries newest first, time zone ${core.timeZone}. ` +
        'Linear: each 10× more entries costs at most 15× the time. A function over that is measured again at 2×, 4× and if needed 8× the largest size: ' +
        '“linear past a step” means its cost per entry rose in a step (the entries outgrowing a CPU cache or a bounded memo) and a later doubling at most tripled its time; ' +
        '“super-linear” means every doubling cost more than that (quadratic code quadruples).',
      '',
    );
    out.push(
      `| function | ${sizes.map((n) => `ns/entry at ${int(n)}`).join(' | ')} | ms/call at ${int(sizes[sizes.length - 1])} | growth ${sizes
        .slice(1)
        .map((n, i) => `${int(n / 1000)}k/${int(sizes[i] / 1000)}k`)
        .join(', ')} | linear |`,
      `|---|${sizes.map(() => '---:').join('|')}|---:|---:|---|`,
    );
    for (const [name, perSize] of Object.entries(core.functions)) {
      const g = core.growth[name];
      out.push(
        `| ${name} | ${sizes.map((n) => dec(perSize[n]?.nsPerEntry, perSize[n]?.nsPerEntry < 10 ? 2 : 0)).join(' | ')} | ${dec(perSize[sizes[sizes.length - 1]]?.nsPerCall / 1e6, 2)} | ${g.ratios.map((r) => (r === null ? '—' : `${dec(r, 1)}×`)).join(', ')} | ${growthLabel(g)} |`,
      );
    }
    out.push('');
  } else if (core?.error) {
    out.push(`${H} Core analytics (packages/core)`, '', `Failed: ${core.error}`, '');
  }

  const web = results.web;
  if (web?.initial) {
    out.push(`${H} Web build (gzip level 9, 1 kB = 1,000 bytes)`, '');
    out.push(
      `The app's start (the entry and the root route with their imports, ${web.initial.chunks} files): **${kb(web.initial.js.gzip)}** (${kb(web.initial.js.raw)} raw); ` +
        `with the landing page's own chunks: ${kb(web.landingWithRoute?.gzip)}. CSS: ${kb(web.css.all.gzip)} (${web.css.files.length} file${web.css.files.length === 1 ? '' : 's'}).`,
      '',
    );
    if (web.served) {
      out.push(
        'Pages as the production server sends them (the target is judged on `/`):',
        '',
        '| page | files loaded or modulepreloaded by the HTML | JS up front (gzip) | raw |',
        '|---|---:|---:|---:|',
        ...Object.entries(web.served).map(
          ([page, p]) => `| ${page} | ${p.chunks} | ${kb(p.js.gzip)} | ${kb(p.js.raw)} |`,
        ),
        '',
      );
    }
    out.push(
      'Each route: its page chunk, plus every chunk it (and the layouts around it) imports that is not in the start set.',
      '',
      '| route | page chunk | + chunks not in the initial set | JS added (gzip) | CSS added (gzip) |',
      '|---|---:|---:|---:|---:|',
    );
    for (const r of web.routes) {
      if (r.error) out.push(`| ${r.path} | ${r.error} | | | |`);
      else
        out.push(
          `| ${r.path} | ${kb(r.own.gzip)} | ${r.chunks - 1} | ${kb(r.js.gzip)} | ${kb(r.css.gzip)} |`,
        );
    }
    out.push('');
  } else if (web?.error) {
    out.push(`${H} Web build`, '', `Failed: ${web.error}`, '');
  }

  const lh = results.lighthouse;
  if (lh && !lh.error) {
    out.push(
      `${H} Lighthouse ${results.lighthouseVersion} (mobile, simulated throttling; production server on its embedded database)`,
      '',
    );
    out.push(
      '| page | performance (runs) | second pass (runs) | stable | CPU index, load | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | final URL | audits not passed (a11y, BP, SEO) |',
      '|---|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|---|---|',
    );
    const runsOf = (p) =>
      p
        ? `${p.performance ?? '—'} (${p.performanceRuns.map((v) => v ?? 'failed').join(', ')})`
        : '—';
    for (const [page, r] of Object.entries(lh)) {
      const sc = r.scores;
      const [first, second] = r.passes ?? [];
      const machine = (r.passes ?? [])
        .map(
          (p) =>
            `${p.benchmarkIndex == null ? '—' : int(p.benchmarkIndex)}, ${p.loadAverage.join('→')}`,
        )
        .join('; ');
      out.push(
        `| ${page} | ${runsOf(first ?? r)} | ${runsOf(second)} | ${r.stable === false ? '**unstable**' : r.stable ? 'yes' : '—'} | ${machine || '—'} | ${sc.accessibility ?? '—'} | ${sc['best-practices'] ?? '—'} | ${sc.seo ?? '—'} | ${ms(r.metrics.fcp)} | ${ms(r.metrics.lcp)} | ${ms(r.metrics.tbt)} | ${dec(r.metrics.cls, 3)} | ${r.finalPath}${r.reachedPage ? '' : ' (**not the page asked for**)'} | ${r.failingAudits.map((a) => `${a.id} (${a.title.replace(/\|/g, '/')})`).join('; ') || '—'} |`,
      );
    }
    out.push(
      '',
      `Performance is the median of each pass's runs; the other figures come from the first pass's median run. A page whose two passes' medians are more than ${STABLE_POINTS} points apart is unstable, and a run with an unstable page does not replace the README's tables. "CPU index, load" is Lighthouse's CPU benchmark index (median of the pass's runs) and the machine's one-minute load average before and after the pass's runs of the page.`,
      '',
    );
  } else if (lh?.error) {
    out.push(`${H} Lighthouse`, '', `Failed: ${lh.error}`, '');
  }
  out.push(...historyMarkdown(results, H));

  if (results.failures?.length) {
    out.push(`${H} Failures`, '');
    for (const f of results.failures) out.push(`- ${f.phase}: ${f.message.split('\n')[0]}`);
    out.push('');
  }
  return out.join('\n');
}
