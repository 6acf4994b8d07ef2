// HTTP load with autocannon: a short warm-up that is thrown away, then the measured run.
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

function summarise(result) {
  const codes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]),
  );
  const answered = Object.values(codes).reduce((a, b) => a + b, 0);
  // No answer at all within the window: there is no latency to report (autocannon would say 0).
  const latency = (value) => (answered > 0 ? value : null);
  return {
    connections: result.connections,
    durationS: Number(result.duration.toFixed(2)),
    requests: answered,
    reqPerSec: Number(result.requests.average.toFixed(1)),
    latencyMs: {
      p50: latency(result.latency.p50),
      p90: latency(result.latency.p90),
      p99: latency(result.latency.p99),
      max: latency(result.latency.max),
      mean: latency(Number(result.latency.average.toFixed(2))),
    },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: codes,
    bytesPerSec: Math.round(result.throughput.average),
  };
}

/**
 * Requests cut off by the end of the warm-up are still being answered; one more request queues
 * behind them, so the measured run starts on an idle server.
 */
async function drain(baseUrl, request) {
  await sleep(300);
  const next = request.setupRequest
    ? request.setupRequest({ ...request, headers: { ...request.headers } })
    : request;
  await fetch(baseUrl + next.path, {
    method: next.method,
    headers: next.headers,
    body: next.body,
    signal: AbortSignal.timeout(60_000),
  }).then((r) => r.arrayBuffer());
}

/**
 * Loads `baseUrl + path` with `connections` connections for `duration` seconds after `warmup`
 * seconds. `nextBody` (optional) gives a fresh body for every request; `setup` (optional) makes
 * each request itself (method, path, headers and body), as autocannon's setupRequest.
 */
export async function measure({
  baseUrl,
  method = 'GET',
  path,
  headers = {},
  nextBody,
  setup,
  connections,
  duration,
  warmup,
}) {
  const request = {
    method,
    path,
    headers: {
      accept: 'application/json',
      ...(nextBody ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(nextBody ? { setupRequest: (req) => ({ ...req, body: nextBody() }) } : {}),
    ...(setup ? { setupRequest: setup } : {}),
  };
  const options = { url: baseUrl, connections, requests: [request], timeout: 30 };
  if (warmup > 0) {
    await autocannon({ ...options, duration: warmup });
    await drain(baseUrl, request);
  }
  return summarise(await autocannon({ ...options, duration }));
}

/** Cycles through a list forever: distinct request bodies for a load run. */
export function cycle(list) {
  let i = 0;
  return () => list[i++ % list.length];
}
