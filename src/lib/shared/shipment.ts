// A parcel's carrier and tracking number: their limits, for the schemas (contracts/fields.ts zShipment) and for the
// forms of the operator's shipment and the buyer's return (without zod, so an island can read them).
export const SHIPMENT = { carrierMin: 2, carrierMax: 30, trackingMin: 4, trackingMax: 40 } as const;
