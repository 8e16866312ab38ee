import { Injectable, UnauthorizedException } from '@nestjs/common';
import { RECOVERY_CODE_COUNT, SITE_NAME, type RecoveryCodes, type TwoFactorEnable, type TwoFactorSetup, type TwoFactorStatus } from 'shared-contracts';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import { db, rowOf, rowsOf, total } from '../../common/sql/kysely.js';
import { validationFailed } from '../../common/validation/validation-failed.js';
import { findUser, updateUser, type UserRow } from '../../users/user-row.js';
import { verifyPassword } from '../passwords/argon2.js';
import { SecurityMails } from '../security-mails.js';
import { hashRecoveryCode, newRecoveryCode } from './recovery-codes.js';
import { newTotpSecret, qrCodeOf, totpUri, verifiedStep } from './totp.js';

const notThePassword = () => validationFailed([{ field: 'password', code: 'incorrect' }], 'This is not the account’s password.');

const forgetRecoveryCodes = (userId: number) => db.deleteFrom('recovery_codes').where('user_id', '=', userId);

export const twoFactorInvalid = (): UnauthorizedException => new UnauthorizedException({ code: 'TWO_FACTOR_INVALID', message: 'This code is not valid.' });

/** Sign-in with an authenticator app (TOTP, RFC 6238) and ten single-use recovery codes. */
@Injectable()
export class TwoFactorService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mails: SecurityMails,
  ) {}

  async status(user: UserRow): Promise<TwoFactorStatus> {
    const left = await rowOf(this.dataSource, db.selectFrom('recovery_codes').where('user_id', '=', user.id).where('used_at', 'is', null).select(total()));
    return { enabled: user.totpSecret !== null, recoveryCodesLeft: left.total };
  }

  /** A new secret for the app, kept aside until a code from it proves the app has it. */
  async setup(user: UserRow): Promise<TwoFactorSetup> {
    const secret = newTotpSecret();
    await updateUser(this.dataSource, user.id, { totpPendingSecret: secret });
    const otpauthUrl = totpUri(secret, user.email, SITE_NAME.en);
    return { secret, otpauthUrl, qrCode: await qrCodeOf(otpauthUrl) };
  }

  /**
   * On (or re-keyed), given the account's password and a code from the app just set up; the
   * recovery codes are answered this once and kept hashed.
   */
  async enable(user: UserRow, { code, password }: TwoFactorEnable): Promise<RecoveryCodes> {
    if (!(await verifyPassword(user.passwordHash, password))) throw notThePassword();
    const secret = user.totpPendingSecret;
    const step = secret ? await verifiedStep(secret, code.trim(), null) : null;
    if (!secret || step === null) throw validationFailed([{ field: 'code', code: 'incorrect' }], 'This code does not match the secret being set up.');
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.dataSource.transaction(async (manager) => {
      await updateUser(manager, user.id, { totpSecret: secret, totpPendingSecret: null, totpLastStep: String(step) });
      await rowsOf(manager, forgetRecoveryCodes(user.id));
      await rowsOf(manager, db.insertInto('recovery_codes').values(recoveryCodes.map((recoveryCode) => ({ user_id: user.id, code_hash: hashRecoveryCode(recoveryCode) }))));
    });
    await this.mails.changed(user, 'twoFactorOn');
    return { recoveryCodes };
  }

  /** Off, given the account's password (a session left open is not enough). */
  async disable(user: UserRow, password: string): Promise<void> {
    if (!(await verifyPassword(user.passwordHash, password))) throw notThePassword();
    await this.dataSource.transaction(async (manager) => {
      await updateUser(manager, user.id, { totpSecret: null, totpPendingSecret: null, totpLastStep: null });
      await rowsOf(manager, forgetRecoveryCodes(user.id));
    });
    await this.mails.changed(user, 'twoFactorOff');
  }

  /**
   * The second step of a sign-in: a code from the app (each taken once, under a row lock so that
   * two requests cannot both take it) or an unused recovery code (then used up). False otherwise.
   */
  async verifySignIn(userId: number, code: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const user = await findUser(manager, userId, { forUpdate: true });
      if (!user?.totpSecret) return false;
      const step = await verifiedStep(user.totpSecret, code.trim(), user.totpLastStep === null ? null : Number(user.totpLastStep));
      if (step !== null) {
        await updateUser(manager, userId, { totpLastStep: String(step) });
        return true;
      }
      const used = await rowsOf(
        manager,
        db
          .updateTable('recovery_codes')
          .set({ used_at: sql<Date>`now()` })
          .where('user_id', '=', userId)
          .where('code_hash', '=', hashRecoveryCode(code))
          .where('used_at', 'is', null)
          .returning('id'),
      );
      return used.length > 0;
    });
  }
}
