import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { normalizeForSearch } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { AccountSeeder } from '../../auth/account-seeder.js';
import { db, rowOf, rowsOf } from '../../common/sql/kysely.js';
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
    const { any } = await rowOf(
      this.dataSource,
      db.selectNoFrom((directory) => directory.exists(directory.selectFrom('legal_advisors').select(directory.lit(1).as('one'))).as('any')),
    );
    if (any) return;
    const now = Date.now();
    for (const [index, advisor] of DEMO_ADVISORS.entries()) {
      await rowsOf(
        this.dataSource,
        db.insertInto('legal_advisors').values({
          full_name: advisor.fullName,
          profession: advisor.profession,
          registration_number: `DEMO-${String(index + 1).padStart(4, '0')}`,
          chamber: advisor.chamber,
          commune: advisor.commune,
          phone: '+213 555 00 00 00',
          specializations: advisor.specializations,
          languages: advisor.languages,
          experience_years: advisor.experienceYears,
          bio: advisor.bio,
          status: 'verified',
          verified_at: new Date(now - (index + 1) * DAY),
          is_demo: true,
          search_text: normalizeForSearch(`${advisor.fullName} ${advisor.bio} ${advisor.chamber}`),
        }),
      );
    }
    this.logger.log(`${DEMO_ADVISORS.length} demo advisors created.`);
  }
}
