import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';

/** A photo someone uploaded: its two WebP files in UPLOADS_DIR, and whose it is. */
@Entity('uploads')
@Index('IDX_uploads_unattached', { synchronize: false })
export class UploadEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_uploads' })
  id: number;

  @Index('IDX_uploads_user')
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_uploads_user' })
  user?: Relation<UserEntity>;

  /** `<id>.webp`, the display size: a listing's image url is /uploads/ and this name. */
  @Index('UQ_uploads_file_name', { unique: true })
  @Column({ name: 'file_name', type: 'varchar', length: 64 })
  fileName: string;

  @Column({ name: 'thumbnail_name', type: 'varchar', length: 64 })
  thumbnailName: string;

  /** Of the display size. */
  @Column({ type: 'integer' })
  width: number;

  @Column({ type: 'integer' })
  height: number;

  /** Both files together, counted against the owner's quota. */
  @Column({ type: 'integer', default: 0 })
  bytes: number;

  /** When a listing first took it; a photo never taken is deleted after a day (UploadsService.removeAbandoned). */
  @Column({ name: 'attached_at', type: 'timestamptz', nullable: true })
  attachedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
