import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ListingDraftForm } from 'shared-contracts';

/** The editor's autosaved form: a listing being written, or unsaved changes to one (propertyId). */
@Entity('listing_drafts')
@Index('IDX_listing_drafts_user', { synchronize: false })
@Index('UQ_listing_drafts_property', { synchronize: false })
@Index('IDX_listing_drafts_owner', { synchronize: false })
export class ListingDraftEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_listing_drafts' })
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  /** Whose listing it is or will be: the drafter, or the member an admin writes for. */
  @Column({ name: 'owner_id', type: 'integer' })
  ownerId: number;

  @Column({ name: 'property_id', type: 'integer', nullable: true })
  propertyId: number | null;

  @Column({ type: 'jsonb' })
  form: ListingDraftForm;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
