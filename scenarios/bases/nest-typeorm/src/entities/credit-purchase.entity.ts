import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'credit_purchases' })
export class CreditPurchase {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @Column({ type: 'int' })
  credits: number;

  @Column({ name: 'amount_cents', type: 'int' })
  amountCents: number;

  @Column({ type: 'varchar', default: 'pending' })
  status: 'pending' | 'paid' | 'failed';

  @Column({ name: 'payment_intent_id', type: 'varchar', nullable: true, unique: true })
  paymentIntentId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
