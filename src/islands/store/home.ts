// The home page's own script: hot-sale batches, and a failed home call shown as an error toast (§8).
import { toast } from '~/lib/client/toast.ts';
import './hot-sale.ts';

const failed = document.querySelector('[data-home-error]');
if (failed?.textContent) toast.error(failed.textContent);
