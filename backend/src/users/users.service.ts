import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { sql } from 'kysely';
import { QueryFailedError, Raw, Repository, type EntityManager } from 'typeorm';
import { db, rowsOf } from '../common/sql/kysely.js';
import { UserEntity } from './user.entity.js';

export type NewUser = Pick<UserEntity, 'username' | 'email' | 'passwordHash' | 'firstName' | 'lastName' | 'phone'> &
  Partial<Pick<UserEntity, 'language'>> &
  Partial<Pick<UserEntity, 'role'>>;

const TAKEN = {
  UQ_users_username_lower: { code: 'USERNAME_TAKEN', message: 'This username is already taken.' },
  UQ_users_email_lower: { code: 'EMAIL_TAKEN', message: 'An account with this email already exists.' },
} as const;

const taken = (index: keyof typeof TAKEN) => new ConflictException(TAKEN[index]);

@Injectable()
export class UsersService {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  findById(id: number): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  /** Emails match whatever their case, as the unique index does. */
  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.createQueryBuilder('user').where('lower(user.email) = lower(:email)', { email }).getOne();
  }

  findByUsername(username: string): Promise<UserEntity | null> {
    return this.users.findOne({ where: { username: Raw((column) => `lower(${column}) = lower(:username)`, { username }) } });
  }

  /** 409 USERNAME_TAKEN or EMAIL_TAKEN; checked before the costly password hash is made. */
  async assertAvailable({ username, email }: Pick<NewUser, 'username' | 'email'>): Promise<void> {
    const lower = (value: string) => sql<string>`lower(${value})`;
    const [clash] = await rowsOf(
      this.users.manager,
      db
        .selectFrom('users')
        .select('username')
        .where((eb) => eb.or([eb(sql`lower(username)`, '=', lower(username)), eb(sql`lower(email)`, '=', lower(email))]))
        .limit(1),
    );
    if (clash) throw taken(clash.username.toLowerCase() === username.toLowerCase() ? 'UQ_users_username_lower' : 'UQ_users_email_lower');
  }

  /** Also 409 when another request took the name or email since assertAvailable (the unique indexes). */
  async create(fields: NewUser, manager?: EntityManager): Promise<UserEntity> {
    const users = manager?.getRepository(UserEntity) ?? this.users;
    try {
      return await users.save(users.create(fields));
    } catch (error) {
      const constraint = error instanceof QueryFailedError ? (error.driverError as { constraint?: string }).constraint : undefined;
      if (constraint && constraint in TAKEN) throw taken(constraint as keyof typeof TAKEN);
      throw error;
    }
  }

  save(user: UserEntity): Promise<UserEntity> {
    return this.users.save(user);
  }
}
