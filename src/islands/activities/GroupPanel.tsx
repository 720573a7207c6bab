import { useRef, useState } from 'react';
import { api } from '~/lib/client/api.ts';
import { toast } from '~/lib/client/toast.ts';
import { formatPrice } from '~/lib/shared/money.ts';
import { loginUrl } from '~/lib/shared/links.ts';
import { GROUP_MEMBER_STATUS_NAMES, GROUP_TEAM_STATUS_NAMES, labelOf } from '~/lib/shared/labels.ts';
import Countdown from './Countdown.tsx';
import type { GroupDetail, GroupSeat } from '~/lib/shared/contracts/activities.ts';
import type { Envelope } from '~/lib/client/api.ts';
import { LOGIN_REQUIRED } from '~/lib/shared/messages.ts';
import { CANNOT_BUY_NOTE } from '~/lib/shared/permissions.ts';

export type GroupData = GroupDetail;
type Team = GroupDetail['openTeams'][number];

function Members({ team }: { team: Team }) {
  const empty = Math.max(0, team.people - team.joined);
  return (
    <ul className="members" aria-label="团员">
      {team.members.map((m, i) => (
        <li key={i} className={m.status === 'paid' ? 'paid' : undefined}>
          {m.isLeader ? '团长 ' : ''}
          {m.name}（{labelOf(GROUP_MEMBER_STATUS_NAMES, m.status)}）
        </li>
      ))}
      {Array.from({ length: empty }, (_, i) => (
        <li key={`e${i}`}>待加入</li>
      ))}
    </ul>
  );
}

/** A team's join button, or why joinGroup would refuse it (joinRefusal): the shown team's as a paragraph, a listed one's inline. */
function JoinOrWhy({
  team,
  label,
  primary,
  busy,
  onJoin,
}: {
  team: Team;
  label: string;
  primary: boolean;
  busy: boolean;
  onJoin: () => void;
}) {
  if (team.joinRefusal) return primary ? <p className="muted">{team.joinRefusal}</p> : <span className="muted">{team.joinRefusal}</span>;
  return (
    <button type="button" className={primary ? 'btn btn-primary' : 'btn'} aria-disabled={busy || undefined} onClick={onJoin}>
      {label}
    </button>
  );
}

/** mayBuy: the account holds the 'buy' permission; without it the panel shows the offer and teams, not the join buttons. */
export default function GroupPanel({ initial, loggedIn, mayBuy = true }: { initial: GroupData; loggedIn: boolean; mayBuy?: boolean }) {
  const [data, setData] = useState(initial);
  const [busy, setBusy] = useState(false);
  // Counts the joins and starts shown: a reload's answer that arrives after one of them is older news, and dropped.
  const seated = useRef(0);
  const { item, team } = data;

  async function act(call: () => Promise<Envelope<GroupSeat>>) {
    if (!loggedIn) {
      toast.warning(LOGIN_REQUIRED);
      location.assign(loginUrl(location.pathname + location.search));
      return;
    }
    if (busy) return;
    setBusy(true);
    try {
      const r = await call();
      toast.success(r.msg);
      const d = await api.get('/api/combination/detail', { teamId: r.data.teamId });
      seated.current++;
      setData(d.data);
      history.replaceState(null, '', `/groupDetail?teamId=${r.data.teamId}`);
    } catch (e) {
      toast.warning((e as Error).message);
    } finally {
      setBusy(false);
    }
  }
  const join = (teamId: number) => void act(() => api.post('/api/combination/join', { teamId }));
  // A team's end passing while the page is open: the server's view again (its joinRefusal, not a rule copied here).
  const reload = () => {
    const before = seated.current;
    void api
      .get('/api/combination/detail', team ? { teamId: team.id } : { id: item.id })
      .then((d) => before === seated.current && setData(d.data))
      .catch(() => {});
  };
  // The open teams besides the one shown.
  const others = data.openTeams.filter((t) => t.id !== team?.id);

  return (
    <div className="group-head">
      <img src={item.image} alt={item.title} />
      <div className="meta">
        <h1>{item.title}</h1>
        <div>
          <span className="tag tag-tint">{item.people}人团</span>{' '}
          <span className="muted">
            {item.windowHours}小时内凑齐{item.people}家企业并付款即成团，未成团自动退款
          </span>
        </div>
        <div>
          拼团价 <span className="price">{formatPrice(item.productPrice)}</span>
          <s className="ot-price">{formatPrice(item.otPrice)}</s>{' '}
          <span className="muted">
            × {item.num}件 · 已拼{item.sales}件
          </span>
        </div>
        {team ? (
          <section className="section" aria-label="我的拼团">
            <div className="row">
              <strong>
                {labelOf(GROUP_TEAM_STATUS_NAMES, team.status)}（{team.paidCount}/{team.people}人已付款）
              </strong>
              {team.status === 'open' && <Countdown label="剩余 " to={team.expiresAt} serverTime={data.serverTime} onEnd={reload} />}
            </div>
            <Members team={team} />
            {team.status === 'failed' && <p className="muted">拼团未成功，已付款项将原路退回。</p>}
            {team.mine?.status === 'unpaid' && team.status === 'open' && (
              <a className="btn btn-primary" href={team.mine.settleUrl}>
                去支付
              </a>
            )}
            {team.mine?.status === 'paid' && team.status === 'open' && (
              <p>
                已付款，邀请其他企业参团：<code>{`/groupDetail?teamId=${team.id}`}</code>
              </p>
            )}
            {mayBuy && !team.mine && <JoinOrWhy team={team} label="立即参团" primary busy={busy} onJoin={() => join(team.id)} />}
          </section>
        ) : mayBuy ? (
          <button
            type="button"
            className="btn btn-primary"
            aria-disabled={busy || undefined}
            onClick={() => void act(() => api.post('/api/combination/start', { id: item.id }))}
          >
            发起拼团
          </button>
        ) : (
          <p className="muted">{CANNOT_BUY_NOTE}</p>
        )}
        {mayBuy && !team?.mine && others.length > 0 && (
          <section aria-label="正在拼团">
            <h2>正在拼团，可直接参与</h2>
            <ul className="notice-list">
              {others.map((t) => (
                <li key={t.id} className="row">
                  <span>
                    {t.members[0]?.name}的团 · 还差{t.people - t.joined}人
                  </span>
                  <Countdown label="剩余 " to={t.expiresAt} serverTime={data.serverTime} onEnd={reload} />
                  {t.mine ? (
                    <a className="btn" href={`/groupDetail?teamId=${t.id}`}>
                      我的团
                    </a>
                  ) : (
                    <JoinOrWhy team={t} label="参团" primary={false} busy={busy} onJoin={() => join(t.id)} />
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
