// Requests at evenly spaced moments (open loop), each latency counted from the moment it was due.
// autocannon's overallRate sends each connection's quota back to back at the start of every
// second, and corrects for coordinated omission with a 1 ms interval: its "500/s" percentiles
// describe bursts at full speed, not a steady 500 requests a second.
import { Agent, get } from 'node:http';

/** The value at percentile `p` of ascending `sorted`, to a tenth. */
export const percentile = (sorted, p) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] * 10) / 10;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function request(url, agent, headers) {
  return new Promise((resolve, reject) => {
    get(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode < 300 ? resolve() : reject(new Error(String(res.statusCode)))));
    }).on('error', reject);
  });
}

/** `rate` requests a second for `seconds`; `nextPath()` gives each one's path. */
export async function fixedRate(base, nextPath, { rate, seconds = 10, headers = {} }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const latencies = [];
  let errors = 0;
  const pending = [];
  const start = performance.now() + 50;
  for (let n = 0; n < rate * seconds; n += 1) {
    const due = start + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait >= 1) await sleep(wait);
    pending.push(
      request(base + nextPath(n), agent, headers).then(
        () => latencies.push(performance.now() - due),
        () => (errors += 1),
      ),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    connections: 'open loop',
    rate,
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50: percentile(sorted, 50),
    p97_5: percentile(sorted, 97.5),
    p99: percentile(sorted, 99),
    max: percentile(sorted, 100),
    non2xx: 0,
    errors,
  };
}
