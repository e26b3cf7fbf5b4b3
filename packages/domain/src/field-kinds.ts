/**
 * How a record's field is shown wherever its value appears apart from its own form: a
 * timeline's "Approved limit: — → 1.500.000.000" must show the amount as the rest of the screen
 * does, whichever screen draws the timeline. Fields are named as the API and the tables name
 * them (snake_case); a field not listed is shown as stored.
 *
 * The server's unit test `field-kinds.unit.test.ts` holds these lists to the tables: every money
 * column (bigint VND) is 'money' and every date column is 'date', so a new column cannot be missed.
 */
export const FIELD_KINDS = ['money', 'date', 'rate'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

const MONEY = [
  'advance',
  'advanced_amount',
  'amount',
  'applied_total_limit',
  'ar_amount',
  'ar_sale_price',
  'ar_value_max',
  'ar_value_min',
  'available_limit',
  'buyer_first_payment',
  'cap',
  'charge',
  'closing',
  'collateral_registration',
  'commission',
  'credit',
  'credit_limit',
  'debit',
  'discount',
  'due_payment',
  'early_payment_limit',
  'early_payment_used',
  'excess',
  'first_payment',
  'funded_amount',
  'funding_limit',
  'guarantee_limit',
  'interest',
  'interest_paid',
  'inv_value',
  'invoice_amount',
  'limit_amount',
  'limit_drawn',
  'max_total_limit',
  'min_holding',
  'monthly_target',
  'opening',
  'opening_balance',
  'original_check',
  'paid_amount',
  'payment',
  'payment_request_amount',
  'placed',
  'platform_fee',
  'price_list',
  'principal',
  'reduced_amount',
  'refund_amount',
  'remaining_principal',
  'residual',
  'sale_price',
  'scan_check',
  'standard_limit',
  'standard_used',
  'supplier_limit_max',
  'supplier_limit_min',
  'target',
  'to_funder',
  'to_penal',
  'to_supplier',
  'total_advance',
  'total_ar_amount',
  'total_discount',
  'total_discount_amount',
  'total_due_payment',
  'total_holding',
  'total_limit',
  'total_platform_fee',
  'total_residual',
  'total_sale_price',
  'trading_volume',
  'trading_volume_min',
  'used_limit',
  'value',
  'vnd_per_point',
] as const;

const DATE = [
  'business_date',
  'buyer_first_payment_date',
  'closed_on',
  'confirmed_on',
  'contract_date',
  'counted_to',
  'created_on',
  'date_of_birth',
  'disbursement_date',
  'due_date',
  'due_payment_date',
  'effective_date',
  'effective_from',
  'end',
  'end_date',
  'erc_first_date',
  'erc_last_edit',
  'expiry_date',
  'from_date',
  'holiday_date',
  'id_card_issue_date',
  'inv_date',
  'maturity_date',
  'new_maturity_date',
  'pay_date',
  'payment_date',
  'previous_maturity_date',
  'received_on',
  'report_date',
  'requested_date',
  'return_date',
  'returned_on',
  'sign_date',
  'signed_date',
  'start',
  'start_date',
  'to_date',
  'transaction_date',
] as const;

/** Percentages, shown with two decimals and '%' as the screens show them (8.5 → '8,50 %'). */
const RATE = [
  'applied_discount_rate',
  'bonus_rate',
  'commission_rate',
  'discount_rate',
  'early_rate',
  'max_payment_ratio',
  'payment_ratio',
  'platform_rate',
  'system_rate',
] as const;

const KINDS: ReadonlyMap<string, FieldKind> = new Map<string, FieldKind>([
  ...MONEY.map((f) => [f, 'money'] as const),
  ...DATE.map((f) => [f, 'date'] as const),
  ...RATE.map((f) => [f, 'rate'] as const),
]);

/**
 * The kind of a field, or undefined for one shown as stored. A nested name ('bank_5.amount', a
 * change of a record's satellite row) is read by its last part.
 */
export function fieldKindOf(field: string): FieldKind | undefined {
  return KINDS.get(field.slice(field.lastIndexOf('.') + 1));
}
