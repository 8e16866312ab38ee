import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Mail kept instead of sent when no SMTP server is configured (development, tests). */
@Entity('mail_outbox')
export class OutboxMailEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_mail_outbox' })
  id: number;

  @Column({ type: 'varchar', length: 254 })
  to: string;

  @Column({ type: 'text' })
  subject: string;

  @Column({ type: 'text' })
  text: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
