// A parcel's carrier and tracking number: their limits, for the schemas (contracts/fields.ts zShipment) and for the
// forms of the operator's shipment and the buyer's return (without zod, so an island can read them).
export const SHIPMENT = { carrierMin: 2, carrierMax: 30, trackingMin: 4, trackingMax: 40 } as const;

/** A tracking number: letters, digits and dashes, of the lengths above. */
export const TRACKING_NO_RE = new RegExp(`^[A-Za-z0-9-]{${SHIPMENT.trackingMin},${SHIPMENT.trackingMax}}$`);

export const SHIPMENT_MSG = {
  carrier: '请填写物流公司',
  carrierLong: `物流公司不能超过${SHIPMENT.carrierMax}字`,
  trackingMissing: '请填写物流单号',
  trackingNo: '物流单号格式不正确',
} as const;

/**
 * The message of each refused field of a parcel, as zCarrier and zTrackingNo (contracts/fields.ts, built from the same
 * limits and messages) judge it: for a form that checks before it sends, without zod.
 */
export function shipmentIssues(s: { carrier: string; trackingNo: string }): { carrier?: string; trackingNo?: string } {
  const carrier = s.carrier.trim();
  const out: { carrier?: string; trackingNo?: string } = {};
  if (carrier.length < SHIPMENT.carrierMin) out.carrier = SHIPMENT_MSG.carrier;
  else if (carrier.length > SHIPMENT.carrierMax) out.carrier = SHIPMENT_MSG.carrierLong;
  const trackingNo = s.trackingNo.trim();
  if (!trackingNo) out.trackingNo = SHIPMENT_MSG.trackingMissing;
  else if (!TRACKING_NO_RE.test(trackingNo)) out.trackingNo = SHIPMENT_MSG.trackingNo;
  return out;
}
