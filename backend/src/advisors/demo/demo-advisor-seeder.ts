import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { normalizeForSearch } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { AccountSeeder } from '../../auth/account-seeder.js';
import { DEMO_ADVISORS } from './demo-advisors.js';

const DAY = 86_400_000;

/** With the demo accounts: the sample advisors, once, on an empty directory, already verified. */
@Injectable()
export class DemoAdvisorSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('Demo');

  constructor(
    private readonly accounts: AccountSeeder,
    private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.accounts.demoAccounts().length === 0) return;
    const [{ any }] = await this.dataSource.query<{ any: boolean }[]>('SELECT EXISTS (SELECT 1 FROM legal_advisors) AS any');
    if (any) return;
    const now = Date.now();
    for (const [index, advisor] of DEMO_ADVISORS.entries()) {
      await this.dataSource.query(
        'INSERT INTO legal_advisors (full_name, profession, registration_number, chamber, commune, phone, specializations, languages, experience_years, bio, status, verified_at, is_demo, search_text) ' +
          `VALUES ($1, $2, $3, $4, $5, '+213 555 00 00 00', $6, $7, $8, $9, 'verified', $10, true, $11)`,
        [
          advisor.fullName,
          advisor.profession,
          `DEMO-${String(index + 1).padStart(4, '0')}`,
          advisor.chamber,
          advisor.commune,
          advisor.specializations,
          advisor.languages,
          advisor.experienceYears,
          advisor.bio,
          new Date(now - (index + 1) * DAY),
          normalizeForSearch(`${advisor.fullName} ${advisor.bio} ${advisor.chamber}`),
        ],
      );
    }
    this.logger.log(`${DEMO_ADVISORS.length} demo advisors created.`);
  }
}
