import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UploadsService } from '../../uploads/uploads.service.js';
import { UserEntity } from '../../users/user.entity.js';

/** An account's avatar is one of its uploads (the thumbnail size is shown), kept from the clean-up of unused ones. */
@Injectable()
export class AvatarService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
  ) {}

  async replace(user: UserEntity, data: Buffer): Promise<UserEntity> {
    const { url } = await this.uploads.store(user.id, data);
    await this.dataSource.transaction(async (manager) => {
      await this.uploads.attach(manager, user.id, [url]);
      await manager.update(UserEntity, { id: user.id }, { avatar: url });
    });
    if (user.avatar) await this.uploads.remove([user.avatar]);
    return this.dataSource.manager.findOneByOrFail(UserEntity, { id: user.id });
  }

  async remove(user: UserEntity): Promise<UserEntity> {
    await this.dataSource.manager.update(UserEntity, { id: user.id }, { avatar: null });
    if (user.avatar) await this.uploads.remove([user.avatar]);
    return this.dataSource.manager.findOneByOrFail(UserEntity, { id: user.id });
  }
}
