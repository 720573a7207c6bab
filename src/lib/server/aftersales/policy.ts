// The after-sales policy shown on /afterSale only when the help centre has no page of type 11 in the database.
import { config } from '~/lib/server/config.ts';

export function builtInPolicy(): { title: string; items: string[] }[] {
  const days = config.aftersaleDays;
  return [
    {
      title: '一、售后范围',
      items: [
        '印刷质量问题（色差超标、错印、漏印）、运输破损、数量短缺：可申请退货退款或仅退款。',
        `标准商品、现货样品的非质量问题：确认收货后${days}日内、商品完好时可申请退货退款，退货运费由买家承担。`,
        '订单尚未发货时可申请仅退款；已发货的订单可申请仅退款或退货退款。',
      ],
    },
    {
      title: '二、不支持售后的情形',
      items: [
        '已确认印前样稿后，因稿件内容（文字、图片、版式）错误导致的问题；',
        '定制商品因个人喜好不同申请退换；',
        `超出申请时限（确认收货后${days}日）或商品已使用、损坏。`,
      ],
    },
    {
      title: '三、退款金额',
      items: [
        '每个商品的退款金额不超过该商品的实付金额（商品小计扣除按金额分摊的优惠），运费不在商品售后中退还。',
        '部分数量申请售后时，退款金额不超过对应数量的实付金额。',
      ],
    },
    {
      title: '四、申请流程',
      items: [
        '在“我的订单”中打开订单详情，点击“申请售后”，选择商品、售后类型与原因，填写数量、退款金额与问题描述，最多上传9张图片；',
        '平台在1个工作日内审核；同意退货的，请按售后详情中的地址寄回商品并填写退货物流单号；',
        '平台收到退货并验收后退款，退款在3-7个工作日内原路退回；平台收货前您可随时撤销申请。',
      ],
    },
  ];
}
