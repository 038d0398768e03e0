/**
 * Worker thread of synthetic-batches.ts: generates the batches of the SyntheticPlan in
 * `workerData`, one per 'next' message, and hands each over without copying its bytes.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { generateBatches, type SyntheticPlan } from './synthetic-batches.js';

const batches = generateBatches(workerData as SyntheticPlan);
parentPort?.on('message', () => {
  const { value, done } = batches.next();
  if (!done) parentPort?.postMessage(value, value.map((bytes) => bytes.buffer as ArrayBuffer));
});
