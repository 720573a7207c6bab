// A small sample invoice PDF for the demo data (operators attach the real one with `npm run ops -- invoice:issue`).
import PDFDocument from 'pdfkit';
import { fontBytes } from '~/lib/server/contracts/font.ts';
import { formatYuan } from '~/lib/shared/money.ts';
import { toCapitals } from '~/lib/shared/capitals.ts';

export function renderSampleInvoicePdf(v: {
  invoiceNo: string;
  buyer: string;
  taxNo: string;
  amount: number;
  orderNo: string;
}): Promise<Buffer> {
  const doc = new PDFDocument({ size: [595, 300], margin: 30, info: { Title: `电子发票 ${v.invoiceNo}`, Subject: v.orderNo } });
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.registerFont('sc', fontBytes('regular'));
  doc.font('sc').fillColor('#8b1a1a').fontSize(18).text('电子发票（普通发票）', { align: 'center' }).moveDown(0.5);
  doc
    .fillColor('#222')
    .fontSize(10)
    .text(`发票号码：${v.invoiceNo}　　（示例数据，仅用于演示）`)
    .text(`购买方：${v.buyer}　　纳税人识别号：${v.taxNo}`)
    .text('销售方：上海启力印象数字科技有限公司　　纳税人识别号：91310115MA1K4ABC2B')
    .moveDown(0.5)
    .text(`项目：*印刷品*印刷服务（订单 ${v.orderNo}）`)
    .text(`价税合计（小写）：¥${formatYuan(v.amount)}`)
    .text(`价税合计（大写）：${toCapitals(v.amount)}`);
  doc.end();
  return done;
}
