import { ConflictException, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { db, rowOf, rowsOf } from '../common/sql/kysely.js';
import { findUser, updateUser, userFromRow, type UserRow } from './user-row.js';

export type NewUser = Pick<UserRow, 'username' | 'email' | 'passwordHash' | 'firstName' | 'lastName' | 'phone'> & Partial<Pick<UserRow, 'language' | 'role'>>;

const TAKEN = {
  UQ_users_username_lower: { code: 'USERNAME_TAKEN', message: 'This username is already taken.' },
  UQ_users_email_lower: { code: 'EMAIL_TAKEN', message: 'An account with this email already exists.' },
} as const;

const taken = (index: keyof typeof TAKEN) => new ConflictException(TAKEN[index]);

/** Compared whatever their case, as the unique indexes on lower(...) do. */
const lower = (value: string) => sql<string>`lower(${value})`;

@Injectable()
export class UsersService {
  constructor(private readonly dataSource: DataSource) {}

  findById(id: number): Promise<UserRow | null> {
    return findUser(this.dataSource, id);
  }

  findByEmail(email: string): Promise<UserRow | null> {
    return this.findWhere('email', email);
  }

  findByUsername(username: string): Promise<UserRow | null> {
    return this.findWhere('username', username);
  }

  /** 409 USERNAME_TAKEN or EMAIL_TAKEN; checked before the costly password hash is made. */
  async assertAvailable({ username, email }: Pick<NewUser, 'username' | 'email'>): Promise<void> {
    const [clash] = await rowsOf(
      this.dataSource,
      db
        .selectFrom('users')
        .select('username')
        .where((eb) => eb.or([eb(sql`lower(username)`, '=', lower(username)), eb(sql`lower(email)`, '=', lower(email))]))
        .limit(1),
    );
    if (clash) throw taken(clash.username.toLowerCase() === username.toLowerCase() ? 'UQ_users_username_lower' : 'UQ_users_email_lower');
  }

  /** Also 409 when another request took the name or email since assertAvailable (the unique indexes). */
  async create(fields: NewUser, manager?: EntityManager): Promise<UserRow> {
    const { username, email, passwordHash, firstName, lastName, phone, language, role } = fields;
    try {
      const row = await rowOf(
        manager ?? this.dataSource,
        db.insertInto('users').values({ username, email, password_hash: passwordHash, first_name: firstName, last_name: lastName, phone, language, role }).returningAll(),
      );
      return userFromRow(row);
    } catch (error) {
      const constraint = error instanceof QueryFailedError ? (error.driverError as { constraint?: string }).constraint : undefined;
      if (constraint && constraint in TAKEN) throw taken(constraint as keyof typeof TAKEN);
      throw error;
    }
  }

  update(id: number, changes: Parameters<typeof updateUser>[2]): Promise<void> {
    return updateUser(this.dataSource, id, changes);
  }

  private async findWhere(column: 'email' | 'username', value: string): Promise<UserRow | null> {
    const [row] = await rowsOf(
      this.dataSource,
      db
        .selectFrom('users')
        .selectAll()
        .where(sql`lower(${sql.ref(column)})`, '=', lower(value)),
    );
    return row ? userFromRow(row) : null;
  }
}
