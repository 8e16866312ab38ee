import { expect, test } from '@playwright/test';
import { areaTookOver } from 'test-support';
import { START_UP_STEPS } from '../src/app/start-up-steps';

type TraceEvent = { name: string; cat: string; ph: string; pid: number; tid: number; ts: number; dur?: number };

// Each step of the start evaluates a group of modules or draws the page: one task however long,
// ten times as long on a phone as here (README, "The start in turns").
test('the start runs in turns: each of its steps in a task of its own on the main thread', async ({ browser, page }) => {
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] });
  await page.goto('/search');
  await areaTookOver(page);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };

  const steps = Object.values(START_UP_STEPS);
  const marks = steps.map((name) => traceEvents.find((event) => event.name === name && event.cat.includes('user_timing')));
  expect(steps.filter((_, i) => !marks[i])).toEqual([]);
  const tasks = traceEvents.filter((event) => event.name === 'RunTask' && event.ph === 'X');
  const taskOf = (mark: TraceEvent) => tasks.find((task) => task.pid === mark.pid && task.tid === mark.tid && task.ts <= mark.ts && mark.ts <= task.ts + (task.dur ?? 0));
  const owners = marks.map((mark) => taskOf(mark!));
  expect(steps.filter((_, i) => !owners[i])).toEqual([]);
  expect(new Set(owners).size).toBe(steps.length);
});
