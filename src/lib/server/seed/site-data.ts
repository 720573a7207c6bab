// Site configuration seeded on first start; operators change it in the site_config table.
import { DEFAULT_NAV } from '~/lib/server/storefront/site.ts';

export const SITE_CONFIG: Record<string, unknown> = {
  site: {
    name: '启力印象',
    tagline: '企业印刷品一站式数字化采购平台',
  },
  footer: {
    promises: ['售后无忧', '专属客服', '采购透明', '一站式服务', '诚信服务'],
    quickNav: DEFAULT_NAV,
    help: [
      { des: '用户服务协议', linkTo: '/helpCentre?type=fuWu' },
      { des: '隐私协议', linkTo: '/helpCentre?type=YinSi' },
      { des: '售后说明', linkTo: '/helpCentre?type=11' },
      { des: '交期说明', linkTo: '/helpCentre?type=10' },
    ],
    licences: [
      { des: '出版物经营许可证', linkTo: '/indexpage/AboutUs#licences' },
      { des: '第二类医疗器械经营备案凭证', linkTo: '/indexpage/AboutUs#licences' },
      { des: '食品经营许可证', linkTo: '/indexpage/AboutUs#licences' },
    ],
    copyright: '© 2026 上海启力印象数字科技有限公司 版权所有',
    icp: '沪ICP备2026000001号-1',
    police: '沪公网安备31010402000001号',
  },
  seller: {
    name: '上海启力印象数字科技有限公司',
    creditCode: '91310115MA1K4ABC2B',
    address: '上海市浦东新区张江路88号启力大厦12楼',
    phone: '021-58881688',
  },
  payee: {
    accountName: '上海启力印象数字科技有限公司',
    bank: '招商银行上海张江支行',
    account: '1219 0888 6610 888',
  },
};

export const BANNERS = [
  { title: '企业画册 · 限时9折', sub: '专业设计师一对一改稿，7天交付', jumpUrl: '/indexpage/productlist?keyword=画册' },
  { title: '年会物料一站采购', sub: '证件、桌牌、背景布、奖牌全覆盖', jumpUrl: '/indexpage/sceneList' },
  { title: '商务礼品 定制LOGO', sub: '保温杯、充电宝、笔记本批量定制', jumpUrl: '/indexpage/productlist?keyword=礼品' },
];

export const SCENES = [
  {
    name: '开业庆典',
    desc: '开业宣传单、易拉宝、刀旗与到店伴手礼，一次配齐。',
    keywords: ['宣传单', '易拉宝', '刀旗', '手提袋', '贺卡', '地贴'],
  },
  { name: '年会盛典', desc: '年会背景、签到墙、胸牌、荣誉证书与年终礼品。', keywords: ['背景', '签到', '胸牌', '证书', '奖牌', '保温杯'] },
  { name: '展会参展', desc: '展会画册、折页、工作证与展位物料。', keywords: ['画册', '折页', '工作证', '展架', '无纺布', 'U盘'] },
  {
    name: '新员工入职',
    desc: '入职礼包：工牌、名片、笔记本与文具。',
    keywords: ['工作证', '名片', '笔记本', '定制笔', '马克杯', '员工手册'],
  },
  { name: '节日福利', desc: '中秋、春节礼盒与贺卡，员工与客户关怀。', keywords: ['礼盒', '贺卡', '台历', '挂历', '保温杯', '充电宝'] },
  { name: '商务会议', desc: '会议桌牌、席卡、背景布与会议资料。', keywords: ['桌牌', '席卡', '背景布', '信纸', '文件', '档案袋'] },
];
