// The purchase contract as a PDF (A4), text in Noto Sans SC embedded as a subset. The order and contract
// numbers are also in the document information (Subject, Keywords) for filing systems.
import PDFDocument from 'pdfkit';
import { chinaDay } from '~/lib/shared/time.ts';
import { formatYuan } from '~/lib/shared/money.ts';
import { reductionText } from '~/lib/shared/pricing.ts';
import { fontBytes } from './font.ts';
import type { Contract } from './read.ts';

const M = 50;
const W = 595.28 - 2 * M;
const COLS: [string, number, 'left' | 'right' | 'center'][] = [
  ['序号', 30, 'center'],
  ['商品名称', 140, 'left'],
  ['规格', 110, 'left'],
  ['单位', 35, 'center'],
  ['数量', 45, 'right'],
  ['单价(元)', 60, 'right'],
  ['金额(元)', 75, 'right'],
];

export function renderContractPdf(c: Contract): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: M,
    bufferPages: true,
    info: {
      Title: `采购合同 ${c.contractNo}`,
      Author: c.seller.name,
      Subject: c.orderNo,
      Keywords: `${c.contractNo} ${c.orderNo}`,
      Creator: 'qili-print-mall',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('sc', fontBytes('regular'));
  doc.registerFont('sc-bold', fontBytes('bold'));
  const bottom = () => doc.page.height - M - 24;
  const ensure = (h: number) => {
    if (doc.y + h > bottom()) doc.addPage();
  };
  const heading = (t: string) => {
    ensure(40);
    doc.moveDown(0.6).font('sc-bold').fontSize(12).text(t, M, doc.y).moveDown(0.3).font('sc').fontSize(10);
  };

  doc.font('sc-bold').fontSize(20).text('采 购 合 同', { align: 'center' }).moveDown(0.5);
  doc
    .font('sc')
    .fontSize(10)
    .text(`合同编号：${c.contractNo}　　订单编号：${c.orderNo}`, { align: 'center' })
    .text(`签订日期：${chinaDay(c.signedAt)}`, { align: 'center' })
    .moveDown(0.8);

  const party = (label: string, p: Contract['buyer']) => {
    doc.font('sc-bold').fontSize(11).text(`${label}：${p.name}`).font('sc').fontSize(10);
    const rows = [
      ['统一社会信用代码', p.creditCode],
      ['地址', p.address],
      ['联系人', p.contact],
      ['电话', p.phone],
      ['开户银行', p.bank],
      ['账号', p.account],
    ];
    for (const [k, v] of rows) if (v) doc.text(`${k}：${v}`, { indent: 12 });
    doc.moveDown(0.4);
  };
  party('甲方（买方）', c.buyer);
  party('乙方（卖方）', c.seller);
  doc.text('甲乙双方本着平等互利的原则，经友好协商，就甲方向乙方采购下列商品事宜达成如下协议，双方共同遵守。');

  heading('一、商品明细');
  const cell = (text: string, x: number, y: number, w: number, align: 'left' | 'right' | 'center') =>
    doc.text(text, x + 4, y + 4, { width: w - 8, align });
  const row = (cells: string[], bold = false) => {
    doc.font(bold ? 'sc-bold' : 'sc').fontSize(9);
    const h = Math.max(...cells.map((t, i) => doc.heightOfString(t, { width: COLS[i]![1] - 8 }))) + 8;
    ensure(h);
    const y = doc.y;
    let x = M;
    cells.forEach((t, i) => {
      doc.rect(x, y, COLS[i]![1], h).stroke('#999');
      cell(t, x, y, COLS[i]![1], COLS[i]![2]);
      x += COLS[i]![1];
    });
    doc.x = M;
    doc.y = y + h;
  };
  doc.lineWidth(0.5);
  row(
    COLS.map((c0) => c0[0]),
    true,
  );
  c.lines.forEach((l, i) =>
    row([
      String(i + 1),
      reductionText(l) ? `${l.productName}\n（${reductionText(l)}）` : l.productName,
      l.specs || '-',
      l.unitName,
      String(l.num),
      formatYuan(l.unitPrice),
      formatYuan(l.lineTotal),
    ]),
  );
  doc.font('sc').fontSize(10).moveDown(0.5);
  ensure(70);
  doc.text(`商品金额：¥${formatYuan(c.goodsTotal)}　　运费：¥${formatYuan(c.freight)}　　优惠：-¥${formatYuan(c.discount)}`, M, doc.y);
  doc.font('sc-bold').text(`合同总金额（小写）：¥${formatYuan(c.amount)}`);
  doc.text(`合同总金额（大写）：人民币${c.amountCapitals}`).font('sc');

  heading('二、交货');
  doc.text(`收货人：${c.delivery.receiver}`).text(`收货地址：${c.delivery.address}`).text(`交货期：${c.delivery.date}`);

  heading('三、合同条款');
  c.terms.forEach((t, i) => {
    ensure(30);
    doc.text(`${i + 1}. ${t}`, { paragraphGap: 3 });
  });

  ensure(110);
  doc.moveDown(1.5);
  const y = doc.y;
  doc
    .font('sc-bold')
    .fontSize(10)
    .text('甲方（盖章）：', M, y)
    .text('乙方（盖章）：', M + W / 2, y);
  doc
    .font('sc')
    .text(c.buyer.name, M, y + 18, { width: W / 2 - 10 })
    .text(c.seller.name, M + W / 2, y + 18, { width: W / 2 - 10 });
  doc.text(`日期：${chinaDay(c.signedAt)}`, M, y + 54).text(`日期：${chinaDay(c.signedAt)}`, M + W / 2, y + 54);

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // Writing inside the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc
      .font('sc')
      .fontSize(8)
      .fillColor('#888')
      .text(`${c.contractNo}　第 ${i + 1} 页 / 共 ${range.count} 页　本合同由系统依据订单自动生成`, M, doc.page.height - M + 10, {
        width: W,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}
