import { Account } from './account.entity';
import { CreditPurchase } from './credit-purchase.entity';
import { Subscription } from './subscription.entity';

export const ENTITIES = [Account, Subscription, CreditPurchase];
export { Account, CreditPurchase, Subscription };
