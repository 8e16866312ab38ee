import { JobRunner } from '../../src/jobs/job-runner.js';
import type { TestApp } from './test-app.js';

const WAITING = new Set(['created', 'active', 'retry']);

/** Sends one run of a recurring job and resolves with its final state, once a worker is done with it. */
export async function runJob(testApp: TestApp, name: string): Promise<string | undefined> {
  const jobs = testApp.app.get(JobRunner);
  return settled(jobs, name, await jobs.send(name));
}

/** The job's state once it has left the queue: the workers poll every couple of seconds. */
export async function settled(jobs: JobRunner, name: string, id: string): Promise<string | undefined> {
  for (;;) {
    const state = await jobs.stateOf(name, id);
    if (!state || !WAITING.has(state)) return state;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Once no job of these queues waits or runs: what they were sent to do is done (or was found not to be due). */
export async function queuesIdle(testApp: TestApp, names: string[]): Promise<void> {
  for (;;) {
    const [{ waiting }] = await testApp.dataSource.query(`SELECT count(*)::int AS waiting FROM pgboss.job WHERE name = ANY($1) AND state = ANY($2)`, [names, [...WAITING]]);
    if (waiting === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
