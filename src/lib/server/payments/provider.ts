// The payment-provider interface: an online provider creates a payment for an order, reports its status,
// and turns a signed notification into a verified transaction. WeChat Pay Native implements it.
export interface ProviderOrder {
  orderNo: string;
  amount: number;
  description: string;
  expiresAt: Date | null;
}

export interface Transaction {
  orderNo: string;
  transactionId: string;
  /** Fen actually paid for the order. */
  amount: number;
  /** SUCCESS when paid; anything else means not (yet) paid. */
  tradeState: string;
  raw: Record<string, unknown>;
}

export interface PaymentProvider {
  readonly method: 'wechat';
  /** Creates (or re-creates, idempotently by order number) a payment; returns what the buyer scans. */
  createNative(order: ProviderOrder): Promise<{ codeUrl: string }>;
  /** Asks the provider for the order's state (for polling when a notification is late). */
  query(orderNo: string): Promise<Transaction | null>;
  /** Verifies the signature, decrypts the resource and returns the transaction; throws on anything wrong. */
  parseNotification(headers: Headers, body: string): Promise<Transaction>;
}

export class ProviderError extends Error {}
