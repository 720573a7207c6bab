import { useEffect, useRef, useState, type FormEvent } from 'react';
import { adminApi } from '~/lib/client/admin-api.ts';
import { toast } from '~/lib/client/toast.ts';
import { acceptOf, maxMbOf, RULES, typeNamesOf } from '~/lib/shared/upload-rules.ts';
import { SKU_CODE_MAX } from '~/lib/shared/text-limits.ts';
import FilePick from '~/islands/common/FilePick.tsx';

export interface ProductFormValue {
  code: string;
  storeName: string;
  goodsType: string;
  category: string;
  unitName: string;
  minQty: string;
  stepQty: string;
  storeInfo: string;
  keywords: string;
  description: string;
  isShow: boolean;
  sort: string;
  pictures: string[];
  /** `stockSeen`: a stored SKU's stock when the page was opened (writeProduct keeps what orders made of it since). */
  skus: { skuCode: string; attrs: string; price: string; otPrice: string; stock: string; stockSeen?: string }[];
  tiers: { minQty: string; price: string }[];
  /** The stored product's version when the page was opened (versionOf of productFacts): a save refuses when it changed since. */
  version?: string;
}

interface Props {
  id?: number;
  initial?: ProductFormValue;
  categoryPaths: string[][];
  goodsTypes: { id: number; name: string }[];
}

const EMPTY: ProductFormValue = {
  code: '',
  storeName: '',
  goodsType: '5',
  category: '',
  unitName: '件',
  minQty: '1',
  stepQty: '1',
  storeInfo: '',
  keywords: '',
  description: '',
  isShow: true,
  sort: '0',
  pictures: [],
  skus: [{ skuCode: '', attrs: '', price: '', otPrice: '', stock: '0' }],
  tiers: [],
};

/** The product form: fields, pictures (uploaded and re-encoded by the server), SKUs with stock, tier prices. */
export default function ProductEditor({ id, initial, categoryPaths, goodsTypes }: Props) {
  const [v, setV] = useState<ProductFormValue>(initial ?? { ...EMPTY, category: categoryPaths[0]?.join('/') ?? '' });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  // Unsaved changes ask before the page goes: the side forms (更新库存, 更新单价, 下架) reload it when they succeed, and
  // a merchandiser's edits here were lost without a word. The form's own save leaves without asking.
  const start = useRef(v);
  const leaving = useRef(false);
  const dirty = v !== start.current;
  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => {
      if (leaving.current) return;
      e.preventDefault();
      e.returnValue = '';
    };
    addEventListener('beforeunload', ask);
    return () => removeEventListener('beforeunload', ask);
  }, [dirty]);
  const set = (k: keyof ProductFormValue) => (e: { target: { value: string } }) => setV({ ...v, [k]: e.target.value });
  const setRow = <K extends 'skus' | 'tiers'>(k: K, i: number, field: string, value: string) =>
    setV({ ...v, [k]: v[k].map((r, j) => (j === i ? { ...r, [field]: value } : r)) });

  async function upload(files: File[]) {
    if (!files?.length) return;
    setUploading(true);
    const added: string[] = [];
    try {
      for (const f of Array.from(files)) {
        const form = new FormData();
        form.append('file', f);
        added.push((await adminApi.upload('/api/admin/upload/image', form)).data.url);
      }
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setV((cur) => ({ ...cur, pictures: [...cur.pictures, ...added] }));
      setUploading(false);
    }
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    if (busy || uploading) return;
    if (!v.pictures.length) return setError('请上传商品图片');
    setBusy(true);
    setError('');
    const opt = (s: string) => (s.trim() === '' ? undefined : s.trim());
    const product = {
      code: v.code.trim(),
      storeName: v.storeName,
      goodsType: Number(v.goodsType),
      category: v.category.split('/'),
      unitName: v.unitName,
      minQty: opt(v.minQty),
      stepQty: opt(v.stepQty),
      storeInfo: opt(v.storeInfo),
      keywords: opt(v.keywords),
      description: opt(v.description),
      image: v.pictures[0],
      images: v.pictures.slice(1),
      isShow: v.isShow,
      sort: opt(v.sort),
      skus: v.skus.map((s) => ({
        skuCode: s.skuCode,
        attrs: s.attrs,
        price: s.price,
        otPrice: opt(s.otPrice),
        stock: s.stock,
        stockSeen: s.stockSeen,
      })),
      tiers: v.tiers.map((t) => ({ minQty: t.minQty, price: t.price })),
    };
    try {
      const r = await adminApi.post('/api/admin/product/save', { id, product, version: v.version });
      leaving.current = true;
      toast.successThen(r.msg, () => (id ? location.reload() : location.assign(`/admin/products/${r.data.id}`)));
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  }

  const field = (k: keyof ProductFormValue, label: string, opts: { required?: boolean; disabled?: boolean; hint?: string } = {}) => (
    <div className="field">
      <label htmlFor={`pe-${k}`}>
        {label}
        {opts.required && <span aria-hidden="true"> *</span>}
      </label>
      {/* The label's * is hidden from screen readers: aria-required says it; the hint is the field's description. */}
      <input
        id={`pe-${k}`}
        className="input"
        value={String(v[k])}
        onChange={set(k)}
        disabled={opts.disabled}
        aria-required={opts.required || undefined}
        aria-describedby={opts.hint ? `pe-${k}-hint` : undefined}
      />
      {opts.hint && (
        <small className="muted" id={`pe-${k}-hint`}>
          {opts.hint}
        </small>
      )}
    </div>
  );

  return (
    <form onSubmit={save} aria-label="商品信息" noValidate>
      <section className="panel">
        <h2>基本信息</h2>
        <div className="form-grid">
          {field('code', '商品编号', { required: true, disabled: !!id, hint: id ? '商品编号不能修改' : '2-32位字母、数字或短横线' })}
          {field('storeName', '商品名称', { required: true })}
          <div className="field">
            <label htmlFor="pe-goodsType">商品类型</label>
            <select id="pe-goodsType" className="input" value={v.goodsType} onChange={set('goodsType')}>
              {goodsTypes.map((t) => (
                <option key={t.id} value={String(t.id)}>
                  {t.id} {t.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="pe-category">分类</label>
            <select id="pe-category" className="input" value={v.category} onChange={set('category')}>
              {categoryPaths.map((p) => (
                <option key={p.join('/')} value={p.join('/')}>
                  {p.join(' / ')}
                </option>
              ))}
            </select>
          </div>
          {field('unitName', '计量单位')}
          {field('minQty', '起订量')}
          {field('stepQty', '递增量')}
          {field('sort', '排序（越大越靠前）')}
          {field('keywords', '搜索关键词')}
        </div>
        {field('storeInfo', '简介')}
        <div className="field">
          <label htmlFor="pe-description">商品详情（HTML，保存时清理脚本与外链）</label>
          <textarea id="pe-description" className="input" rows={5} value={v.description} onChange={set('description')} />
        </div>
        <label>
          <input type="checkbox" checked={v.isShow} onChange={(e) => setV({ ...v, isShow: e.target.checked })} /> 上架销售
        </label>
      </section>

      <section className="panel" aria-labelledby="pe-pics">
        <h2 id="pe-pics">商品图片</h2>
        <div className="thumbs">
          {v.pictures.length === 0 && <p className="muted">还没有图片，第一张为主图。</p>}
          {v.pictures.map((u, i) => (
            <figure key={u + i}>
              <img src={u} alt={i === 0 ? '主图' : `图片${i + 1}`} />
              <figcaption className="row">
                {i === 0 ? (
                  <span className="badge">主图</span>
                ) : (
                  <button
                    type="button"
                    className="btn btn-sm"
                    onClick={() => setV({ ...v, pictures: [u, ...v.pictures.filter((_, j) => j !== i)] })}
                  >
                    设为主图
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn-sm"
                  aria-label={`删除图片${i + 1}`}
                  onClick={() => setV({ ...v, pictures: v.pictures.filter((_, j) => j !== i) })}
                >
                  删除
                </button>
              </figcaption>
            </figure>
          ))}
        </div>
        <div className="field">
          <label htmlFor="pe-upload">
            上传图片（{typeNamesOf(RULES.picture)}，{maxMbOf(RULES.picture)}MB以内）
          </label>
          <FilePick
            id="pe-upload"
            label={`上传图片（${typeNamesOf(RULES.picture)}，${maxMbOf(RULES.picture)}MB以内）`}
            accept={acceptOf(RULES.picture).join(',')}
            multiple
            onFiles={(picked) => void upload(picked)}
            disabled={uploading}
          />
          {uploading && (
            <span className="muted" role="status">
              上传中…
            </span>
          )}
        </div>
      </section>

      <section className="panel" aria-labelledby="pe-skus">
        <h2 id="pe-skus">规格与库存（SKU）</h2>
        <table className="grid sku-table">
          <thead>
            <tr>
              <th>SKU编码</th>
              <th>规格（名称=取值;…）</th>
              <th>价格（元）</th>
              <th>划线价（元）</th>
              <th>库存</th>
              <th>
                <span className="sr-only">操作</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {v.skus.map((s, i) => (
              <tr key={i}>
                <td className="sku-code">
                  {/* As wide as its code (up to SKU_CODE_MAX characters, one width each in the code's monospace font)
                    and a caret, 14 at least: a table of short codes fits the panel, a long one widens its column. */}
                  <input
                    className="input"
                    aria-label={`SKU${i + 1} 编码`}
                    maxLength={SKU_CODE_MAX}
                    size={Math.max(14, s.skuCode.length + 1)}
                    value={s.skuCode}
                    onChange={(e) => setRow('skus', i, 'skuCode', e.target.value)}
                  />
                </td>
                <td className="sku-spec">
                  {/* A spec runs to five name=value groups: it wraps in its box rather than hiding past an input's end. A
                    line break is not part of a spec, so one typed or pasted separates groups as ';' does. */}
                  <textarea
                    className="input"
                    aria-label={`SKU${i + 1} 规格`}
                    rows={2}
                    placeholder="尺寸=A4;纸张=157g铜版纸"
                    value={s.attrs}
                    onChange={(e) => setRow('skus', i, 'attrs', e.target.value.replace(/\r?\n/g, ';'))}
                  />
                </td>
                <td className="sku-num">
                  <input
                    className="input"
                    aria-label={`SKU${i + 1} 价格`}
                    inputMode="decimal"
                    value={s.price}
                    onChange={(e) => setRow('skus', i, 'price', e.target.value)}
                  />
                </td>
                <td className="sku-num">
                  <input
                    className="input"
                    aria-label={`SKU${i + 1} 划线价`}
                    inputMode="decimal"
                    value={s.otPrice}
                    onChange={(e) => setRow('skus', i, 'otPrice', e.target.value)}
                  />
                </td>
                <td className="sku-num">
                  <input
                    className="input"
                    aria-label={`SKU${i + 1} 库存`}
                    inputMode="numeric"
                    value={s.stock}
                    onChange={(e) => setRow('skus', i, 'stock', e.target.value)}
                  />
                </td>
                <td>
                  <button
                    type="button"
                    className="btn btn-sm"
                    disabled={v.skus.length === 1}
                    onClick={() => setV({ ...v, skus: v.skus.filter((_, j) => j !== i) })}
                  >
                    删除SKU{i + 1}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          <button
            type="button"
            className="btn btn-sm"
            onClick={() =>
              setV({ ...v, skus: [...v.skus, { skuCode: '', attrs: v.skus[0]?.attrs ?? '', price: '', otPrice: '', stock: '0' }] })
            }
          >
            添加SKU
          </button>
        </p>
      </section>

      <section className="panel" aria-labelledby="pe-tiers">
        <h2 id="pe-tiers">阶梯价</h2>
        {v.tiers.length === 0 && <p className="muted">未设置阶梯价：按SKU价格计价。</p>}
        <div className="sub-rows">
          {v.tiers.map((t, i) => (
            <div className="row" key={i}>
              <label>
                满
                <input
                  className="input"
                  aria-label={`阶梯${i + 1} 数量`}
                  inputMode="numeric"
                  value={t.minQty}
                  onChange={(e) => setRow('tiers', i, 'minQty', e.target.value)}
                />
              </label>
              <label>
                单价（元）
                <input
                  className="input"
                  aria-label={`阶梯${i + 1} 单价`}
                  inputMode="decimal"
                  value={t.price}
                  onChange={(e) => setRow('tiers', i, 'price', e.target.value)}
                />
              </label>
              <button type="button" className="btn btn-sm" onClick={() => setV({ ...v, tiers: v.tiers.filter((_, j) => j !== i) })}>
                删除阶梯{i + 1}
              </button>
            </div>
          ))}
        </div>
        <p>
          <button type="button" className="btn btn-sm" onClick={() => setV({ ...v, tiers: [...v.tiers, { minQty: '', price: '' }] })}>
            添加阶梯价
          </button>
        </p>
      </section>

      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" aria-disabled={busy || uploading || undefined}>
        {busy ? '保存中…' : id ? '保存商品' : '创建商品'}
      </button>
    </form>
  );
}
