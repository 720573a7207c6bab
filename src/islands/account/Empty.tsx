/** The empty-data view (SPEC §2.13). */
export default function Empty({ text = '暂无数据哦~' }: { text?: string }) {
  return <div className="empty">{text}</div>;
}
