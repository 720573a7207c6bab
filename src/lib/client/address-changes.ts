// The address book (/address) tells the browser's other tabs that the addresses changed: the checkout opens it in
// another tab (管理收货地址) and reads its list again, or an address added there did not show until a reload.
const CHANNEL = 'qili:addresses';

export function announceAddressChange(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const c = new BroadcastChannel(CHANNEL);
  c.postMessage('changed');
  c.close();
}

/** Calls `fn` whenever another tab announces a change; returns the unsubscribe. */
export function onAddressChange(fn: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const c = new BroadcastChannel(CHANNEL);
  c.onmessage = () => fn();
  return () => c.close();
}
