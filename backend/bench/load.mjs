// One autocannon run at saturation and its figures: requests/s and latency percentiles, errors counted.
import autocannon from 'autocannon';

const DURATION_SECONDS = 10;

/** As fast as it goes on `connections` (closed loop): each cycles `paths`, or a function makes each path. */
export async function load(base, paths, { connections, headers = {}, durationSeconds = DURATION_SECONDS }) {
  const requests = typeof paths === 'function' ? [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths() }) }] : paths.map((path) => ({ method: 'GET', path }));
  const result = await autocannon({
    url: base,
    connections,
    duration: durationSeconds,
    headers,
    requests,
  });
  return {
    connections,
    rate: 'saturation',
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export function formatRow(name, run) {
  const rate = run.rate === 'saturation' ? `saturation (${run.connections} connections)` : `${run.rate}/s, evenly spaced`;
  return `| ${name} | ${rate} | ${run.requestsPerSecond} | ${run.p50} | ${run.p97_5} | ${run.p99} | ${run.non2xx + run.errors} |`;
}
