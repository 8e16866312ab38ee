import { describe, expect, it } from '@jest/globals';
import { ServiceUnavailableException } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { HealthService } from './health.service.js';

async function healthServiceWith(query: () => Promise<unknown>): Promise<HealthService> {
  const moduleRef = await Test.createTestingModule({
    providers: [HealthService, { provide: DataSource, useValue: { query } }],
  })
    .setLogger({ log() {}, error() {}, warn() {} })
    .compile();
  return moduleRef.get(HealthService);
}

describe('HealthService', () => {
  it('reports the database up when it answers', async () => {
    const service = await healthServiceWith(() => Promise.resolve([{ '?column?': 1 }]));
    await expect(service.check()).resolves.toEqual({ status: 'ok', db: 'up' });
  });

  it('throws a 503 carrying { status: error, db: down } when the query fails', async () => {
    const service = await healthServiceWith(() => Promise.reject(new Error('Connection terminated')));
    const failure = await service.check().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServiceUnavailableException);
    expect((failure as ServiceUnavailableException).getResponse()).toMatchObject({ status: 'error', db: 'down' });
  });
});
