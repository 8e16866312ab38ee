import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import type { Commune, Coordinates, OwnershipDocument, PriceUnit, PropertyStatus, PropertyType, Purpose } from 'shared-contracts';
import type { UserEntity } from '../users/user.entity.js';

/**
 * A listing. Decimals stay numeric strings. price_dzd and search_text are derived
 * from the other fields by the service on every write (property-values.ts). The search
 * indexes are partial and hand-written (see the migration), so they are only named here.
 */
@Entity('properties')
@Index('IDX_properties_user', { synchronize: false })
@Index('IDX_properties_latest', { synchronize: false })
@Index('IDX_properties_commune_latest', { synchronize: false })
@Index('IDX_properties_type_latest', { synchronize: false })
@Index('IDX_properties_commune_type_latest', { synchronize: false })
@Index('IDX_properties_commune_price', { synchronize: false })
@Index('IDX_properties_commune_views', { synchronize: false })
@Index('IDX_properties_purpose_latest', { synchronize: false })
@Index('IDX_properties_price', { synchronize: false })
@Index('IDX_properties_purpose_price', { synchronize: false })
@Index('IDX_properties_type_price', { synchronize: false })
@Index('IDX_properties_views', { synchronize: false })
@Index('IDX_properties_featured_latest', { synchronize: false })
@Index('IDX_properties_search_text', { synchronize: false })
@Check('CHK_properties_price_unit', `"price_unit" IN ('dzd', 'million', 'billion')`)
@Check('CHK_properties_price_type', `"price_type" IN ('sale', 'rent', 'exchange')`)
@Check('CHK_properties_status', `"status" IN ('active', 'pending', 'paused', 'expired', 'sold', 'rented')`)
@Check('CHK_properties_active_is_published', `"is_active" = ("status" = 'active')`)
@Check('CHK_properties_ownership_document', `"ownership_document" IN ('notarial-deed', 'land-registry-booklet', 'administrative-decision')`)
@Index('IDX_properties_expiry', { synchronize: false })
@Index('IDX_properties_published', { synchronize: false })
export class PropertyEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_properties' })
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_properties_user' })
  owner?: Relation<UserEntity>;

  @Column({ type: 'varchar', length: 150 }) title: string;
  @Column({ name: 'title_en', type: 'varchar', length: 150, nullable: true }) titleEn: string | null;
  @Column({ type: 'text' }) description: string;
  @Column({ name: 'description_en', type: 'text', nullable: true }) descriptionEn: string | null;
  @Column({ type: 'numeric', precision: 15, scale: 2 }) price: string;
  @Column({ name: 'price_unit', type: 'varchar', length: 10, default: 'dzd' }) priceUnit: PriceUnit;
  @Column({ name: 'price_dzd', type: 'numeric', precision: 25, scale: 2 }) priceDzd: string;
  @Column({ name: 'price_type', type: 'varchar', length: 10, default: 'sale' }) priceType: Purpose;
  @Column({ name: 'property_type', type: 'varchar', length: 30 }) propertyType: PropertyType;
  @Column({ type: 'varchar', length: 40, nullable: true }) commune: Commune | null;
  @Column({ type: 'varchar', length: 300, nullable: true }) address: string | null;
  @Column({ name: 'address_en', type: 'varchar', length: 300, nullable: true }) addressEn: string | null;
  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true }) area: string | null;
  @Column({ type: 'integer', nullable: true }) bedrooms: number | null;
  @Column({ type: 'integer', nullable: true }) bathrooms: number | null;
  @Column({ type: 'jsonb', default: () => `'[]'` }) features: string[];
  @Column({ name: 'features_en', type: 'jsonb', default: () => `'[]'` }) featuresEn: string[];
  @Column({ type: 'jsonb', default: () => `'[]'` }) images: string[];
  @Column({ type: 'jsonb', default: () => `'[]'` }) videos: string[];
  @Column({ name: 'virtual_tour', type: 'text', nullable: true }) virtualTour: string | null;
  @Column({ type: 'jsonb', default: () => `'[]'` }) documents: string[];
  @Column({ type: 'jsonb', nullable: true }) coordinates: Coordinates | null;
  /** The title deed the owner states; null: none stated. */
  @Column({ name: 'ownership_document', type: 'varchar', length: 30, nullable: true }) ownershipDocument: OwnershipDocument | null;
  @Column({ name: 'is_active', type: 'boolean', default: true }) isActive: boolean;
  @Column({ name: 'is_featured', type: 'boolean', default: false }) isFeatured: boolean;
  @Column({ type: 'varchar', length: 10, default: 'active' }) status: PropertyStatus;
  /** When it last became public: what a saved search's alert calls new. */
  @Column({ name: 'published_at', type: 'timestamptz', nullable: true }) publishedAt: Date | null;
  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true }) expiresAt: Date | null;
  @Column({ name: 'expiry_notice_sent_at', type: 'timestamptz', nullable: true }) expiryNoticeSentAt: Date | null;
  @Column({ name: 'view_count', type: 'integer', default: 0 }) viewCount: number;
  @Column({ type: 'numeric', precision: 3, scale: 2, default: 0 }) rating: string;
  @Column({ name: 'rating_count', type: 'integer', default: 0 }) ratingCount: number;
  /** Read by SQL only: a page of results need not carry every listing's whole text twice. */
  @Column({ name: 'search_text', type: 'text', default: '', select: false }) searchText: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
