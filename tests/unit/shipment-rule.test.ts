// A parcel's carrier and tracking number are judged by one rule in two forms: zShipment (contracts/fields.ts, the
// server's) and shipmentIssues (shared/shipment.ts, the return-shipment form's, without zod). They must agree.
import { describe, expect, it } from 'vitest';
import { zShipment } from '~/lib/shared/contracts/fields.ts';
import { shipmentIssues } from '~/lib/shared/shipment.ts';

const cases: [string, string][] = [
  ['顺丰速运', 'SF1234567890'],
  ['', 'SF1234567890'],
  [' 顺 ', 'SF1234567890'],
  ['顺丰', ''],
  ['顺丰', '   '],
  ['顺丰', 'SF1'],
  ['顺丰', ' SF12-34 '],
  ['顺丰', 'SF 1234'],
  ['顺丰', '单号1234'],
  ['顺'.repeat(30), 'A'.repeat(40)],
  ['顺'.repeat(31), 'A'.repeat(41)],
];

describe('the shipment rule', () => {
  it.each(cases)('carrier %j, tracking number %j: the form says what the server says', (carrier, trackingNo) => {
    const r = zShipment.safeParse({ carrier, trackingNo });
    const server: Record<string, string> = {};
    if (!r.success) for (const i of r.error.issues) server[String(i.path[0])] ??= i.message;
    expect(shipmentIssues({ carrier, trackingNo })).toEqual(server);
  });

  // The return-shipment dialog left empty said 物流单号格式不正确 beside 请填写物流公司: an empty field is asked for.
  it('an empty tracking number is asked for, not called malformed', () => {
    for (const trackingNo of ['', '   ']) {
      expect(shipmentIssues({ carrier: '顺丰', trackingNo }).trackingNo).toBe('请填写物流单号');
      expect(zShipment.safeParse({ carrier: '顺丰', trackingNo }).error?.issues.map((i) => i.message)).toEqual(['请填写物流单号']);
    }
  });
});
