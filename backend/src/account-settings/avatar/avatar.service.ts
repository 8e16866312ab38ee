import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UploadsService } from '../../uploads/uploads.service.js';
import { updateUser, userById, type UserRow } from '../../users/user-row.js';

/** An account's avatar is one of its uploads (the thumbnail size is shown), kept from the clean-up of unused ones. */
@Injectable()
export class AvatarService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
  ) {}

  async replace(user: UserRow, data: Buffer): Promise<UserRow> {
    const { url } = await this.uploads.store(user.id, data);
    await this.dataSource.transaction(async (manager) => {
      await this.uploads.attach(manager, user.id, [url]);
      await updateUser(manager, user.id, { avatar: url });
    });
    if (user.avatar) await this.uploads.remove([user.avatar]);
    return userById(this.dataSource, user.id);
  }

  async remove(user: UserRow): Promise<UserRow> {
    await updateUser(this.dataSource, user.id, { avatar: null });
    if (user.avatar) await this.uploads.remove([user.avatar]);
    return userById(this.dataSource, user.id);
  }
}
